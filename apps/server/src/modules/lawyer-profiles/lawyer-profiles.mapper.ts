import type { Language, LegalExpert } from '@lexlogis/contracts';
import type { LawyerProfileRow } from './lawyer-profiles.repository';

/** Fields of expertise shown on a card; the rest are summed up as "+N more". */
export const SHOWN_MAIN_FIELDS = 3;

export function formatRemainingFields(count: number, lang: Language): string {
  if (count <= 0) return '';
  return lang === 'fr' ? `+${count} autre${count > 1 ? 's' : ''}` : `+${count} more`;
}

export function toLegalExpert(row: LawyerProfileRow, lang: Language): LegalExpert {
  return {
    id: row.id,
    name: row.name,
    expert_image: row.expertImage,
    location_formatted: row.locationFormatted,
    description: row.description,
    rating: { score: row.ratingScore, total_ratings: row.totalRatings },
    fields_of_expertise: {
      main_fields: row.mainFields.slice(0, SHOWN_MAIN_FIELDS),
      total_remaining_formatted: formatRemainingFields(
        row.mainFields.length - SHOWN_MAIN_FIELDS,
        lang,
      ),
    },
    isDemo: row.isDemo,
  };
}

import {
  formatAreaOfLaw,
  isAreaOfLaw,
  type Language,
  type LawyerProfile,
  type LawyerRating,
  type LegalExpert,
} from '@lexlogis/contracts';
import type { LawyerProfileRow, LawyerRatingRow } from './lawyer-profiles.repository';

/** Fields of expertise shown on a card; the rest are summed up as "+N more". */
export const SHOWN_MAIN_FIELDS = 3;

export function formatRemainingFields(count: number, lang: Language): string {
  if (count <= 0) return '';
  return lang === 'fr' ? `+${count} autre${count > 1 ? 's' : ''}` : `+${count} more`;
}

/** "Montréal, QC, Canada" from whichever parts are filled. */
export function formatLocation(parts: { city: string; stateProvince: string; country: string }) {
  return [parts.city, parts.stateProvince, parts.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function readAreas(row: LawyerProfileRow) {
  return row.mainFields.filter(isAreaOfLaw);
}

export function toLegalExpert(row: LawyerProfileRow, lang: Language): LegalExpert {
  const labels = readAreas(row).map((area) => formatAreaOfLaw(area, lang));
  return {
    id: row.id,
    name: row.name,
    expert_image: row.expertImage,
    location_formatted: row.locationFormatted,
    description: row.description,
    rating: { score: row.ratingScore, total_ratings: row.totalRatings },
    fields_of_expertise: {
      main_fields: labels.slice(0, SHOWN_MAIN_FIELDS),
      total_remaining_formatted: formatRemainingFields(labels.length - SHOWN_MAIN_FIELDS, lang),
    },
    isDemo: row.isDemo,
    acceptsQuotes: row.userId !== null,
  };
}

export function toLawyerProfile(row: LawyerProfileRow, lang: Language): LawyerProfile {
  return {
    ...toLegalExpert(row, lang),
    userId: row.userId,
    areasOfLaw: readAreas(row),
    languages: row.languages,
    city: row.city,
    stateProvince: row.stateProvince,
    country: row.country,
    barreauNumber: row.barreauNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLawyerRating(row: LawyerRatingRow): LawyerRating {
  return {
    id: row.id,
    profileId: row.profileId,
    score: row.score,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

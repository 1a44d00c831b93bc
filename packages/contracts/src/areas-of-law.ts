import { z } from 'zod';
import type { Language } from './profile';

/**
 * The housing-law areas a lawyer profile declares and the marketplace filters on (issue 13).
 * A closed list, so filter values, profiles and the experts panel's matching agree; labels are
 * ours (plain descriptions of kinds of dispute), not legal categories of the corpus.
 */
export const AREAS_OF_LAW = [
  'housing',
  'rent',
  'repossession-eviction',
  'repairs',
  'lease-termination',
  'sublet-assignment',
  'deposits-clauses',
  'harassment',
  'discrimination',
  'unpaid-rent',
] as const;
export const areaOfLawSchema = z.enum(AREAS_OF_LAW);
export type AreaOfLaw = z.infer<typeof areaOfLawSchema>;

export const AREA_OF_LAW_LABELS: Record<AreaOfLaw, Record<Language, string>> = {
  housing: { en: 'Housing law', fr: 'Droit du logement' },
  rent: { en: 'Rent and rent increases', fr: 'Loyer et hausses de loyer' },
  'repossession-eviction': { en: 'Repossession and eviction', fr: 'Reprise et éviction' },
  repairs: { en: 'Repairs and habitability', fr: 'Réparations et salubrité' },
  'lease-termination': { en: 'Ending a lease', fr: 'Fin et résiliation du bail' },
  'sublet-assignment': { en: 'Sublet and assignment', fr: 'Sous-location et cession' },
  'deposits-clauses': { en: 'Deposits and lease clauses', fr: 'Dépôts et clauses du bail' },
  harassment: { en: 'Peaceful enjoyment and harassment', fr: 'Jouissance paisible et harcèlement' },
  discrimination: { en: 'Discrimination', fr: 'Discrimination' },
  'unpaid-rent': { en: 'Unpaid rent', fr: 'Loyer impayé' },
};

export function isAreaOfLaw(value: string): value is AreaOfLaw {
  return (AREAS_OF_LAW as readonly string[]).includes(value);
}

export function formatAreaOfLaw(area: AreaOfLaw, lang: Language): string {
  return AREA_OF_LAW_LABELS[area][lang];
}

/** Languages a lawyer can list: ISO 639-1 codes, shown with Intl.DisplayNames. */
export const languageCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, 'Use a two-letter language code');

import type { FormAnswer, QuestionnaireFields, QuestionnaireSubmissionState } from './form-answer';

// No zod here: the web app's first screen imports these through '@lexlogis/contracts/helpers'
// (issue 18). form-answer.ts builds the schemas from these lists.

export const QUESTIONNAIRE_USER_TYPES = ['landlord', 'tenant', 'sub-tenant', 'occupant'] as const;

export const EXCLUDED_SITUATIONS = [
  'vacation-rental',
  'non-residential',
  'hotel-room',
  'landlord-primary-residence',
  'healthcare-facility',
  'none',
] as const;
export type ExcludedSituation = (typeof EXCLUDED_SITUATIONS)[number];

export const LEASE_TERM_TYPES = ['fixed-term', 'undetermined'] as const;
export type LeaseTermType = (typeof LEASE_TERM_TYPES)[number];

export const BUILDING_TYPES = ['llm', 'university', 'mobile-home', 'none'] as const;
export type BuildingType = (typeof BUILDING_TYPES)[number];

export const BUILDING_AGES = ['under-5', 'over-5', 'dont-know'] as const;
export type BuildingAge = (typeof BUILDING_AGES)[number];

export const SUBMISSION_STATES = ['none', 'complete', 'skipped'] as const;

/**
 * Spec 01 §4: no form gives none; a form flagged skipped gives skipped; any other stored form
 * (it always has a userType and an excludedSituation) gives complete.
 */
export function readSubmissionState(
  form: Pick<FormAnswer, 'skipped'> | null | undefined,
): QuestionnaireSubmissionState {
  if (!form) return 'none';
  return form.skipped ? 'skipped' : 'complete';
}

/** Submitted when the user skips the questionnaire and has no form yet (spec 01 §4). */
export const DEFAULT_SKIPPED_ANSWERS = {
  userType: 'tenant',
  excludedSituation: 'none',
  leaseTermType: 'undetermined',
  buildingType: 'none',
  buildingAgeUnder5: 'dont-know',
  tenant65Over: false,
  additionalInfo: '',
} as const satisfies QuestionnaireFields;

/** The answers a user actually gave: any field may be missing. */
export type StatedAnswers = Partial<QuestionnaireFields>;

/**
 * What a questionnaire tells about the user. A skipped questionnaire holds the defaults above,
 * which are assumptions, not facts: a value equal to its default is dropped there (a skipped
 * form states no role), while answers kept from an earlier submission stay. Null when nothing
 * is left.
 */
export function readStatedAnswers(
  answers: QuestionnaireFields | null | undefined,
  skipped: boolean,
): StatedAnswers | null {
  if (!answers) return null;
  if (!skipped) return answers;
  const defaults: Partial<Record<string, unknown>> = DEFAULT_SKIPPED_ANSWERS;
  const stated = Object.fromEntries(
    Object.entries(answers).filter(
      ([field, value]) => value !== undefined && value !== null && defaults[field] !== value,
    ),
  ) as StatedAnswers;
  return Object.keys(stated).length > 0 ? stated : null;
}

import type { SituationGuide } from './content-schema';

/** A guide's questionnaire condition ("65 or over", "fixed-term lease") and how it is met. */
export type Condition = NonNullable<SituationGuide['appliesTo']['questionnaire']>[number];
/** The asker's answers (and facts of the question, e.g. an age of 65+). */
export type QuestionnaireAnswers =
  Readonly<Partial<Record<Condition['field'], unknown>>> | null | undefined;

/** "I don't know" (the building's age…) is no answer: it neither meets nor contradicts. */
const UNKNOWN_ANSWERS = new Set<unknown>([undefined, null, 'dont-know']);

/**
 * Conditions that only say what kind of lease or building it is (fixed-term, less than five
 * years old): most askers meet one, so meeting it says nothing about what they ask. A guide
 * whose conditions are all of this kind needs its own words in the question to fit (dev-4: a
 * fixed-term lease alone made the fixed-term rent-increase guide answer a question on violence).
 */
const LEASE_DESCRIPTION_FIELDS = new Set<Condition['field']>([
  'leaseTermType',
  'buildingAgeUnder5',
]);

export function describesLeaseOnly(conditions: readonly Condition[]) {
  return conditions.every((condition) => LEASE_DESCRIPTION_FIELDS.has(condition.field));
}

export function conditionHolds(condition: Condition, answers: QuestionnaireAnswers) {
  const value = answers?.[condition.field];
  return UNKNOWN_ANSWERS.has(value) ? null : value === condition.equals;
}

import { readStatedAnswers, type QuestionnaireFields } from '@lexlogis/contracts';
import type { SearchContext } from '../../kb/retrieval/context-steering';

export type RetrievalContextInput = {
  answers: QuestionnaireFields;
  /** The form stands for a skipped questionnaire (defaults, or answers kept while skipping). */
  skipped?: boolean;
};

const CONTEXT_FIELDS = [
  'userType',
  'buildingType',
  'buildingAgeUnder5',
  'tenant65Over',
  'leaseTermType',
  'excludedSituation',
] as const satisfies ReadonlyArray<keyof SearchContext>;

/**
 * The questionnaire answers that steer retrieval (kb/retrieval/context-steering.ts): building
 * type, user type, 65 or over, building age, lease term and excluded situation. Answers that say
 * nothing ('none', 'dont-know', a null 65+ answer) are left out rather than sent as facts.
 * A skipped form's defaults (spec 01 §4) are assumptions, not the user's situation: only the
 * answers it states (readStatedAnswers) steer, so a default never pulls articles in.
 */
export function buildRetrievalContext(input: RetrievalContextInput | null): SearchContext {
  const stated = readStatedAnswers(input?.answers, input?.skipped ?? false);
  if (!stated) return {};
  const context: SearchContext = {};
  for (const field of CONTEXT_FIELDS) {
    const value = stated[field];
    if (value === null || value === undefined) continue;
    Object.assign(context, { [field]: value });
  }
  if (context.buildingType === 'none') delete context.buildingType;
  if (context.buildingAgeUnder5 === 'dont-know') delete context.buildingAgeUnder5;
  if (context.excludedSituation === 'none') delete context.excludedSituation;
  return context;
}

import type { FormSource, Source } from '@lexlogis/contracts';
import type { AnswerGuide, AnswerInput } from './answer-types';
import { pickFallbackForms } from './fallback-forms';
import { listGuideForms, listShownForms } from './guide-forms';
import type { LookupSources } from './guide-sources';
import { isQuestionInScope } from './question-scope';
import type { RuleForms } from './article-forms';
import { isFormForRole } from '../kb/content/guide-roles';

/**
 * The general application (TAL-001A): the forms catalogue's form for "starting any recourse at
 * the Tribunal administratif du logement that has no more specific application form of its own
 * (for example a dispute over the condition of the dwelling, harassment, or a claim for
 * damages)". Either party files it (`initiating_party`: applicant), so it is the asker's
 * whatever their role.
 */
export const GENERAL_APPLICATION = 'TAL-001A';

export type OfferedFormsInput = Pick<
  AnswerInput,
  'question' | 'lang' | 'sources' | 'questionnaire' | 'excludedSituation' | 'leadArticles'
> & {
  guides: readonly AnswerGuide[];
  role: Parameters<typeof listGuideForms>[1];
  /** The forms tied to the question's article or a guide's rule (article-forms.ts). */
  articleForms: readonly Source[];
};

/**
 * Whether the answer names the asker any form: a guide's form for their party, a form tied to
 * the article the Summary opens on, or, with no guide, a form whose catalogue entry rests on
 * that article (fallback-forms.ts).
 */
export function offersAskerForm(input: OfferedFormsInput): boolean {
  if (input.articleForms.length > 0) return true;
  if (input.guides.length > 0) {
    return listGuideForms(input.guides, input.role, listShownForms(input.sources)).length > 0;
  }
  return pickFallbackForms(input, 1).length > 0;
}

/**
 * A dwelling-lease answer that names the asker no form gets the general application: whatever
 * the asker's recourse, the Tribunal hears it, and with no form of its own it is made with
 * TAL-001A. No form is better than a wrong one (fallback-forms.ts), but the general application
 * is wrong only where a more specific form exists, and then that form is named instead.
 */
export async function findGeneralApplication(
  input: OfferedFormsInput,
  lookup: LookupSources | undefined,
  ruleForms?: RuleForms,
): Promise<FormSource[]> {
  if (!lookup || input.excludedSituation || offersAskerForm(input)) return [];
  if (givesTheRecourseToAnother(input, ruleForms)) return [];
  // A question the composer answers as out of scope names no form (local-composer.ts).
  const guided = input.guides.some(({ matched }) => matched.length > 0);
  if (!isQuestionInScope(input.question, input.sources, { guided })) return [];
  try {
    const found = await lookup({ articles: [], forms: [GENERAL_APPLICATION] }, input.lang);
    return found.filter((source): source is FormSource => source.type === 'FORM');
  } catch {
    return [];
  }
}

/**
 * The article the Summary opens on gives the recourse to the other party: a guide ties its rule
 * to a form of that party only (art. 1920's overcrowding: the landlord may apply to resiliate the
 * lease, TAL-001A for the landlord). The asker has no recourse of that rule to apply for.
 */
function givesTheRecourseToAnother(input: OfferedFormsInput, ruleForms?: RuleForms): boolean {
  const article = input.leadArticles?.[0];
  if (!ruleForms || !article) return false;
  const tied = ruleForms(article).filter((form) => form.rule === article);
  return tied.length > 0 && !tied.some((form) => isFormForRole(form.party, input.role, form.form));
}

import { isExcludedLease } from './dwelling-only';
import type { FormSource } from '@lexlogis/contracts';
import { findLeaseArticles } from '../kb/text/articles';
import type { AnswerInput } from './answer-types';
import { readAnswerRole } from './guide-forms';
import { COMPOSER_LIMITS, groupLaws } from './compose-law-section';
import { mayFileForm, rankFormsForUser } from './filing-party';
import { isCivilCodeArticle } from './source-references';

/**
 * The forms an answer with no situation guide offers. Search returns forms the way it returns
 * anything else, by shared words, so its forms are often another situation's (a notice of
 * repossession for a question on minor repairs, a disability termination notice for a filthy
 * flat). A form is offered only when its catalogue entry fits: the asker's party files it
 * (`initiating_party`), and it rests on the article the Summary opens on, the one the question
 * turns on (the catalogue's own text names that article: "under article 1974.1 C.C.Q.").
 * Otherwise none: no form is better than a wrong one.
 */

/**
 * The article the question turns on: the first one whose note the Summary states (search's
 * best), else, when no note is stated, any article the Summary lists.
 */
function readOpeningArticles(input: Pick<AnswerInput, 'leadArticles' | 'sources'>): string[] {
  const lead = input.leadArticles?.[0];
  if (lead) return [lead];
  return groupLaws(input.sources)
    .slice(0, COMPOSER_LIMITS.laws)
    .flatMap((law) => {
      const source = law.text ?? law.amendment;
      return source && isCivilCodeArticle(source) && source.article ? [source.article] : [];
    });
}

/** What the fallback forms are read from: the question, its role and sources, no guide. */
export type FallbackFormsInput = Pick<
  AnswerInput,
  'question' | 'questionnaire' | 'sources' | 'excludedSituation' | 'leadArticles'
>;

export function pickFallbackForms(input: FallbackFormsInput, max: number): FormSource[] {
  // The Tribunal's forms are for dwelling leases (dwelling-only.ts).
  if (isExcludedLease(input)) return [];
  const opening = readOpeningArticles(input);
  const role = readAnswerRole(input);
  const forms = input.sources
    .filter((source): source is FormSource => source.type === 'FORM')
    .filter((form) => mayFileForm(form, role))
    .filter((form) =>
      findLeaseArticles(form.content ?? '').some((article) => opening.includes(article)),
    );
  return rankFormsForUser(forms, role).slice(0, max);
}

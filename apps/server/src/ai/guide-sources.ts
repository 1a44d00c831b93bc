import type { QuestionnaireUserType, Source } from '@lexlogis/contracts';
import {
  pickAnswerGuides,
  type GuideMatch,
  type GuideMatchInput,
} from '../kb/content/match-guides';
import type { SituationGuide } from '../kb/content/content-schema';
import type { RetrieveContext, RetrieveSources } from './answer-pipeline';
import type { AnswerGuide } from './answer-types';
import { listGuideForms, listShownForms } from './compose-guide-answer';
import { pickSources } from './pick-sources';

/** Finds the situation guides of a question (the knowledge base's matcher). */
export type MatchGuides = (input: GuideMatchInput) => GuideMatch<SituationGuide>[];

function articleOf(source: Source): string | undefined {
  return source.type === 'LAW' || source.type === 'MODIFIED_LAW' ? source.article : undefined;
}

/** The guides an answer rests on, from the question, the asker's role and what search found. */
export function findAnswerGuides(
  matchGuides: MatchGuides | undefined,
  input: GuideMatchInput,
): AnswerGuide[] {
  if (!matchGuides) return [];
  return pickAnswerGuides(matchGuides(input)).map(({ guide, matched }) => ({ guide, matched }));
}

export function listSourceArticles(sources: readonly Source[]): string[] {
  return sources.map(articleOf).filter((article): article is string => Boolean(article));
}

/**
 * An answer may cite only what is shown: the articles a guide's answer rests on and the forms of
 * the asker's party are fetched when search did not return them, and placed first so the law
 * section quotes the deciding article before the others. A failed fetch only loses them.
 */
export async function ensureGuideSources(
  sources: readonly Source[],
  guides: readonly AnswerGuide[],
  role: QuestionnaireUserType | undefined,
  retrieve: RetrieveSources,
  context: RetrieveContext,
): Promise<Source[]> {
  const articles = [...new Set(guides.flatMap(({ guide }) => guide.answer.articles))];
  const forms = listGuideForms(guides, role).map((form) => form.form);
  const present = new Set(listSourceArticles(sources));
  const presentForms = listShownForms(sources);
  const missing = [
    ...articles.filter((article) => !present.has(article)).map((a) => `art. ${a} C.c.Q.`),
    ...forms.filter((form) => !presentForms.has(form)),
  ];
  let pool = [...sources];
  if (missing.length > 0) {
    try {
      const found = await retrieve(missing.join(' ; '), context);
      pool = [...pool, ...found.results.map((hit) => hit.source)];
    } catch {
      // Keep what search gave; the composer names only what is shown.
    }
  }
  const rank = (source: Source): number => {
    const article = articleOf(source);
    if (article && articles.includes(article)) return articles.indexOf(article);
    if (source.type === 'FORM' && source.formId && forms.includes(source.formId)) {
      return forms.indexOf(source.formId);
    }
    return Number.MAX_SAFE_INTEGER;
  };
  const ordered = pool
    .map((source, index) => ({ source, index }))
    .sort((a, b) => rank(a.source) - rank(b.source) || a.index - b.index)
    .map((entry) => entry.source);
  return pickSources(ordered, role);
}

import type { AnswerInput } from './answer-types';
import { leadInNote } from './compose-lead-notes';
import { composeArticleNote } from './compose-note-part';

/**
 * The article the question's own words point to, among those the Summary answers from, when it
 * is not the one the Summary opens on. A guide answers a situation, and its direct answer states
 * the situation's first rule (the Tribunal fixing the rent, the locks), while the question asks
 * about another of the chosen guides' articles (the rent restored once the landlord repairs,
 * art. 1863; a subtenant holding the tenant's remedies, art. 1876); without a guide, the Summary
 * states search's first two articles' notes and only lists the others. Which article the words
 * point to is read from the asked questions (`asked-match.ts`: what people type when that
 * article answers them, in their words), and the Summary then states that article's note, less
 * the sentences it already says. Search's rank is not used: the note part reads search's first
 * article, and reading its first three states notes that repeat the guide (issue 10, ours24).
 */

/** The chosen guides' articles: their answers', rules', conditions' and delays'. */
function listGuideArticles(input: AnswerInput): Set<string> {
  return new Set(
    (input.guides ?? []).flatMap(({ guide }) => [
      ...guide.answer.articles,
      ...guide.articles,
      ...guide.conditions.flatMap((condition) => condition.articles),
      ...guide.deadlines.map((deadline) => deadline.article),
      ...(guide.rules ?? []).map((rule) => rule.article),
    ]),
  );
}

/**
 * The first of `candidates` in the asked questions' ranking, when its likeness is above the
 * opening article's (the first guide's first answer article, or search's first article whose
 * note leads a Summary without a guide) and its note is not already a lead note.
 */
export function pickQuestionArticle(
  input: AnswerInput,
  candidates: ReadonlySet<string>,
): string | undefined {
  const ranking = input.askedLikeness ?? [];
  const top = ranking.find(({ article }) => candidates.has(article));
  if (!top) return undefined;
  const opening = input.guides?.[0]?.guide.answer.articles[0] ?? input.leadArticles?.[0];
  if (top.article === opening || input.leadArticles?.includes(top.article)) return undefined;
  const openingLikeness = ranking.find(({ article }) => article === opening)?.likeness ?? 0;
  return top.likeness > openingLikeness ? top.article : undefined;
}

/**
 * The note of the article the question points to, less the sentences `said` already holds.
 * `listed`: the articles a Summary without a guide lists; else the chosen guides' articles.
 */
export function composeQuestionArticle(
  input: AnswerInput,
  said: string,
  listed?: readonly string[],
): string | undefined {
  const candidates = listed ? new Set(listed) : listGuideArticles(input);
  const article = pickQuestionArticle(input, candidates);
  // A note already stated (the note part's article) is not stated twice.
  if (!article || said.includes(leadInNote(article, '', input.lang).trim())) return undefined;
  return composeArticleNote(input, article, said);
}

import type { AnswerGuide } from './answer-types';

/**
 * Search's best articles that the chosen guides' rules do not state: the article that decides a
 * narrower question is often ranked high by search while the guide's triggered rules cite
 * another, or none (a vacant unit in a repossession is art. 1964, a concierge's dwelling art.
 * 1976). The answer states their reviewed notes, which the grounding check holds to the article.
 */

/**
 * Only articles among search's first `within` count, and at most `count` of them are stated
 * (measured on dev-3, dev-2 and fresh: issue 10, round 10 in decisions.md).
 */
export const LEAD_ARTICLES = { within: 3, count: 2 } as const;

/**
 * The articles of search's top `within`, in search's own order (before the guides reorder the
 * sources), that no chosen guide's triggered rule cites, at most `count`. An article the guide's
 * direct answer cites still counts: that answer is general and often leaves out the article's
 * key fact (three weeks late for art. 1971). Without a guide these are search's best articles.
 */
export function pickLeadArticles(
  searched: readonly string[],
  guides: readonly AnswerGuide[],
  options: { within: number; count: number } = LEAD_ARTICLES,
): string[] {
  const ruled = new Set(guides.flatMap(({ rules }) => (rules ?? []).map((rule) => rule.article)));
  return [...new Set(searched)]
    .slice(0, options.within)
    .filter((article) => !ruled.has(article))
    .slice(0, options.count);
}

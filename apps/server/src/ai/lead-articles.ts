import type { Source } from '@lexlogis/contracts';
import type { AnswerGuide } from './answer-types';

/**
 * Search's best articles that the chosen guides' rules do not state: the article that decides a
 * narrower question is often ranked high by search while the guide's triggered rules cite
 * another, or none (a vacant unit in a repossession is art. 1964, a concierge's dwelling art.
 * 1976). The answer states their reviewed notes, which the grounding check holds to the article.
 */

/**
 * Only articles among search's first `within` results count, only those scored at least
 * `minShare` of the best article's score, and at most `count` of them are stated (measured on
 * dev-3, dev-2 and fresh: decisions.md, issue 10, round 10).
 */
export const LEAD_ARTICLES = { within: 3, count: 2, minShare: 0.7 } as const;
/**
 * How many notes lead when the best guide is unsupported (none of its deciding articles among
 * search's or the asked questions' first): the question's own articles then open the Summary
 * in the guide's place (issue 10, round 20: +4 answers on the nine development sets, Summaries
 * 0.5% longer on average, against 2 notes).
 */
export const UNSUPPORTED_GUIDE_NOTES = 3;

type LeadOptions = { within: number; count: number; minShare: number };
type RankedHit = { source: Source; score?: number };

/**
 * The articles among search's top `within` results, in search's own order (before the guides
 * reorder the sources) and scored close enough to the best, that no chosen guide's triggered
 * rule cites and the best guide's direct answer does not cite either: its note would say again
 * what the Summary's first paragraph just said (session 10: dev-3's Summaries 17% shorter, the
 * same answers passing on dev-3, dev-2 and fresh). At most `count`. Without a guide these are
 * simply search's best articles.
 */
export function pickLeadArticles(
  ranked: readonly RankedHit[],
  guides: readonly AnswerGuide[],
  options: LeadOptions = LEAD_ARTICLES,
  asked?: string,
  agreed?: string,
): string[] {
  const ruled = new Set(guides.flatMap(({ rules }) => (rules ?? []).map((rule) => rule.article)));
  for (const article of guides[0]?.guide.answer.articles ?? []) ruled.add(article);
  const hits = ranked.flatMap(({ source, score }) =>
    source.type === 'LAW' || source.type === 'MODIFIED_LAW'
      ? [{ article: source.article, score }]
      : [],
  );
  // Against the best article's score: a form or a decision may be scored on another scale.
  const best = hits[0]?.score ?? 0;
  const articles = hits
    .filter((hit) => (hit.score ?? best) >= options.minShare * best)
    .map((hit) => hit.article)
    .filter((article): article is string => Boolean(article));
  // The article people's questions clearly point to leads the others, when search found it
  // too (its note is quoted only with its article among the sources).
  const pointed = asked && hits.some((hit) => hit.article === asked) ? [asked] : [];
  const count = guides[0]?.unsupported
    ? Math.max(options.count, UNSUPPORTED_GUIDE_NOTES)
    : options.count;
  // Search's first article, when the asked questions rank it first too (`agreed`), is what the
  // question turns on: its full note leads even where a rule or the guide's answer states it
  // more briefly (session 17: +20 answers on the eleven development sets, none lower; Summaries
  // 7.6% longer on average, the deciding rule stated in full before the guide's paragraph).
  const first = agreed && hits[0]?.article === agreed ? [agreed] : [];
  return [...new Set([...first, ...pointed, ...[...new Set(articles)].slice(0, options.within)])]
    .filter((article) => first.includes(article) || !ruled.has(article))
    .slice(0, count);
}

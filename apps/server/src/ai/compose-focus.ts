import type { GuideRule } from '../kb/content/content-schema';
import { findCitedArticles } from '../kb/text/articles';
import type { AnswerGuide, AnswerInput } from './answer-types';
import { keepForExcludedLease } from './dwelling-only';
import { GUIDE_PHRASES } from './guide-phrases';
import { readAnswerRole } from './guide-forms';

/**
 * The Summary's "What applies to your question in particular": the guide's rules the question's
 * words trigger, then its conditions and delays on the articles search ranks best beyond those
 * the guide's direct answer states.
 */

/** How many of search's best articles beyond the direct answer's say what the question is about. */
const FOCUS_ARTICLES = 2;
/**
 * The focus is read among this many of search's best articles: the deciding article of a
 * narrower question is often 6th or 7th behind the guide's own (art. 1930's visits after a
 * notice of non-renewal). 5 → 7: +7 answers over the six development sets, none lost; 10 lost two.
 */
const FOCUS_WITHIN = 7;
const MAX_FOCUS_LINES = 2;

/**
 * A rule that is one party's remedy, stated to an asker whose role nobody gave: it says whose
 * remedy it is rather than silently taking the asker for that party.
 */
export function composeRuleLine(rule: GuideRule, input: AnswerInput): string {
  const known = readAnswerRole(input) !== undefined;
  const party = !known && rule.roles ? `${GUIDE_PHRASES[input.lang].forParties(rule.roles)} ` : '';
  return `- ${party}${rule[input.lang]} (${citeArticles([rule.article])})`;
}

/**
 * The guide's conditions and delays that rest on the articles search ranked best after those
 * the direct answer covers: the detail the question is about (a repossession followed by a new
 * lease is art. 1970, not the general rule of art. 1957).
 */
export function composeFocus(best: AnswerGuide, input: AnswerInput): string[] {
  const { guide } = best;
  // The rules the question triggers come first: each is the statement of the article that
  // decides the narrower question, with its delay or condition.
  const rules = keepRules(best, input).map((rule) => composeRuleLine(rule, input));
  const ruled = new Set((best.rules ?? []).map((rule) => rule.article));
  const covered = new Set([...guide.answer.articles, ...ruled]);
  // Only articles search ranked among its very best (a detail far down the list is noise), and
  // only those the guide has a condition or a delay for: an article it says nothing about would
  // take a place and give no line (the rooms guide's art. 1942 behind arts. 1903 and 1946).
  const detailed = new Set([
    ...guide.conditions.flatMap((condition) => condition.articles),
    ...guide.deadlines.map((deadline) => deadline.article),
  ]);
  const top = (input.searchedArticles ?? [])
    .slice(0, FOCUS_WITHIN)
    .filter((article) => !covered.has(article) && detailed.has(article))
    .slice(0, FOCUS_ARTICLES);
  const isFocus = (articles: readonly string[]) =>
    articles.some((article) => top.includes(article));
  const items = sortBySearch(
    [
      ...guide.conditions.filter((condition) => isFocus(condition.articles)),
      ...guide.deadlines
        .filter((deadline) => isFocus([deadline.article]))
        .map((deadline) => ({ ...deadline, articles: [deadline.article] })),
    ].filter((item) => keepForExcludedLease(input, item.articles)),
    top,
  );
  // A condition and a delay of the same article say it twice (art. 1946's notice): one is enough.
  const lines = items
    .filter((item, index) => {
      const key = item.articles.join(' ');
      return items.findIndex((other) => other.articles.join(' ') === key) === index;
    })
    .map((item) => `- ${citeOnce(item[input.lang], item.articles)}`);
  // Rules are what the question's words point to, the condition what search points to: a
  // question that asks two things often has one of each (a repossession notice's contents beside
  // its date), so two triggered rules never leave search's detail out (dev-6 +2, no set lower).
  return [
    ...rules,
    ...lines.slice(0, Math.max(1, MAX_FOCUS_LINES - rules.length)),
    ...composeLeadConditions(best, input, ruled),
  ];
}

/**
 * The guide's own conditions on search's first article when its note opens the Summary (a lead
 * article) and the guide's answer cites it for another rule: the focus leaves an article the
 * answer covers out, yet the condition is often what the question asks (art. 1895's "cannot
 * cancel the lease" beside its 10 days, art. 1891's "paying its value"). Added after the other
 * lines rather than in their place: taking one of their places lost six answers for three
 * (eighteen development sets); added after them, it gains four and loses none.
 */
function composeLeadConditions(
  best: AnswerGuide,
  input: AnswerInput,
  ruled: ReadonlySet<string>,
): string[] {
  const { guide } = best;
  const first = input.searchedArticles?.[0];
  if (!first || !input.leadArticles?.includes(first)) return [];
  if (!guide.answer.articles.includes(first) || ruled.has(first)) return [];
  return guide.conditions
    .filter((condition) => condition.articles.length === 1 && condition.articles[0] === first)
    .filter((condition) => keepForExcludedLease(input, condition.articles))
    .map((condition) => `- ${citeOnce(condition[input.lang], condition.articles)}`);
}

/**
 * Items in search's order of their articles (the guide's order among equals): when the lines are
 * capped, the article search ranks first keeps its line rather than giving way to the one the
 * guide happens to list first (art. 1954's yearly fixing behind art. 1951's condition).
 */
function sortBySearch<T extends { articles: readonly string[] }>(
  items: readonly T[],
  ranked: readonly string[],
): T[] {
  const rank = (item: T) =>
    Math.min(
      ...item.articles.map((article) =>
        ranked.includes(article) ? ranked.indexOf(article) : ranked.length,
      ),
    );
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/** The guide's rules the question triggers, less the dwelling-only ones for an excluded lease. */
export function keepRules(best: AnswerGuide, input: AnswerInput): GuideRule[] {
  return (best.rules ?? []).filter((rule) => keepForExcludedLease(input, [rule.article]));
}

export function citeArticles(articles: readonly string[]): string {
  return `art. ${articles.join(', ')} C.c.Q.`;
}

/** The text and its citation, unless the text already ends by citing the same articles. */
function citeOnce(text: string, articles: readonly string[]): string {
  const cited = findCitedArticles(text.slice(text.lastIndexOf('(')));
  const already = /\)\.?$/.test(text) && articles.every((article) => cited.includes(article));
  return already ? text : `${text} (${citeArticles(articles)})`;
}

import type { SituationGuide } from './content-schema';

/**
 * What retrieval says about a guide: the articles search ranked highest, read before any guide
 * steered it, are independent evidence of what the question is about. A guide whose articles
 * search found near the top is likelier the situation asked about than one that only shares
 * the question's words; rank matters, so the first articles say more than the eighth.
 */

/** How deep in search's unsteered ranking an article still counts as evidence. */
export const EVIDENCE_DEPTH = 10;
/**
 * A guide's other articles (context it shares with other guides: the general remedies, the
 * notices) say little about which situation is asked: a quarter of a deciding article's weight,
 * and together never more than one first-ranked other article.
 */
const OTHER_ARTICLE_SHARE = 0.25;
const OTHER_ARTICLES_CAP = 1;
/** What the evidence adds to a guide's word score, per unit (a first-ranked answer article). */
export const EVIDENCE_WEIGHT = 0.75;
/** Evidence confirms a reading; past this it would outvote the question's own words. */
const EVIDENCE_CAP = 2;

function rankWeight(rank: number): number {
  return 1 / (1 + rank / 2);
}

/**
 * How deep in search's ranking and in the asked questions' ranking (asked-match.ts) one of the
 * articles a guide's answer rests on must be for the guide to be about the question's subject.
 * On the nine development sets (issue 10, round 20), of the 165 answers whose guide had none
 * in either first three, the guide's deciding articles held the decisive article for 16,
 * search's first three other articles for 140 (its first for 113).
 */
export const SUPPORT_DEPTH = 3;

/**
 * Whether search (before or after steering) or the asked questions rank one of the guide's
 * deciding articles among their first: when neither does, the guide shares the question's
 * words ("rent increase", « réparations »), not its subject.
 */
export function isGuideSupported(
  guide: SituationGuide,
  searched: readonly string[],
  asked: readonly string[],
): boolean {
  const first = new Set([...searched.slice(0, SUPPORT_DEPTH), ...asked.slice(0, SUPPORT_DEPTH)]);
  return guide.answer.articles.some((article) => first.has(article));
}

/** The articles the guide's answer rests on (deciding) and its others, weighted by rank. */
export type GuideEvidence = { deciding: number; other: number };

export function readGuideEvidence(
  guide: SituationGuide,
  articles: readonly string[],
): GuideEvidence {
  const evidence = { deciding: 0, other: 0 };
  articles.slice(0, EVIDENCE_DEPTH).forEach((article, rank) => {
    if (guide.answer.articles.includes(article)) evidence.deciding += rankWeight(rank);
    else if (guide.articles.includes(article)) evidence.other += rankWeight(rank);
  });
  return evidence;
}

/**
 * The guide's share of search's top articles, weighted by rank (0 when none was found): its
 * deciding articles count fully, its others for a capped quarter.
 */
export function scoreGuideEvidence({ deciding, other }: GuideEvidence): number {
  return deciding + OTHER_ARTICLE_SHARE * Math.min(OTHER_ARTICLES_CAP, other);
}

/**
 * The reading kept by default (before round 6): each article the guide's answer rests on among
 * the first five search returned adds 0.75, two at most, whatever its rank.
 */
export function scoreAnswerAgreement(guide: SituationGuide, articles: readonly string[]): number {
  const top = articles.slice(0, 5);
  return 0.75 * Math.min(2, guide.answer.articles.filter((a) => top.includes(a)).length);
}

/** The score the evidence adds, bounded so words stay the first reading. */
export function weighEvidence(evidence: number): number {
  return EVIDENCE_WEIGHT * Math.min(EVIDENCE_CAP, evidence);
}

/**
 * A guide the words chose but none of whose deciding articles search found, against a guide
 * whose deciding articles it did find and whose words were found too: the evidence decides. The
 * second must be a real reading of the question (at least `share` of the best's score), not a
 * stray word; a guide found only through its other articles never overrules the words.
 */
export function preferEvidencedGuide<
  M extends { score: number; deciding: number; matched: readonly string[] },
>(matches: readonly M[], confident: number, share: number): M[] {
  const [best] = matches;
  if (!best || best.deciding > 0) return [...matches];
  const index = matches.findIndex(
    (match) =>
      match.deciding > 0 &&
      match.matched.length > 0 &&
      match.score >= Math.max(confident, best.score * share),
  );
  if (index <= 0) return [...matches];
  const preferred = matches[index] as M;
  return [preferred, ...matches.filter((_, position) => position !== index)];
}

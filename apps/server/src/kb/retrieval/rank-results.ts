import { dedupeSources, type KbSearchHit, type Source, type SourceType } from '@lexlogis/contracts';
import type { CandidateRow, ResponseForms, SourceRow } from '../../modules/kb/kb.repository';
import { mapCandidateToSource, mapModifiedLaw, type FindNote } from './map-source';
import { computeGlossaryBoosts, listSteeredArticles, type QueryPlan } from './query-plan';

/**
 * Weight of the words' own evidence (the text score, normalised to the best candidate) against
 * the boosts of the glossary, the situation guides and the questionnaire. Those boosts were
 * tuned when the text reached the law and its notes only; since each article's asked questions
 * are a field of it (issue 10, session 13), the words find the specific article more often
 * than a broad glossary entry or a guide's article list does (the sublet range 1870–1876 over
 * the non-renewal of a long sublet, 1944). Issue 10, round 19: 1.5, 1.75, 2, 2.25 measured on
 * eight sets; 1.75 is the highest that no set's answers lost more than one question for.
 */
export const TEXT_WEIGHT = 1.75;
/** A question naming an article wants that article first: as much as the best text match. */
const CITED_BOOST = TEXT_WEIGHT;
/** Forms resting on the articles a question points to, at half an article's boost. */
const FORM_SHARE = 0.5;
/**
 * Art. 1892 comes up whenever an excluded situation is suspected, ahead of what a situation
 * guide points to: if the lease is excluded, the guide's rules may not apply at all.
 */
const EXCLUDED_BOOST = 1.2 * TEXT_WEIGHT;
/** Questionnaire context: a nudge among relevant results, never a result on its own. */
const STEERING_BOOST = 0.5;

export type RankedCandidate = { id: string; score: number };

type ScoringTables = {
  boosts: Map<string, number>;
  steered: Set<string>;
  /** Boosts by source id (a matched situation guide's articles and forms). */
  sourceBoosts: ReadonlyMap<string, number>;
};

function scoreArticle(plan: QueryPlan, article: string, tables: ScoringTables): number {
  let boost = tables.boosts.get(article) ?? 0;
  if (plan.cited.includes(article)) boost += CITED_BOOST;
  if (plan.excluded && article === plan.excluded.article) boost += EXCLUDED_BOOST;
  return boost;
}

function scoreRow(row: CandidateRow, maxText: number, plan: QueryPlan, tables: ScoringTables) {
  const text = maxText > 0 ? (TEXT_WEIGHT * row.text_score) / maxText : 0;
  let boost = 0;
  const articles: string[] = [];
  if (row.type === 'LAW' && row.article) {
    boost = scoreArticle(plan, row.article, tables);
    articles.push(row.article);
  } else if (row.type === 'FORM' && row.related_articles?.length) {
    const best = Math.max(...row.related_articles.map((a) => scoreArticle(plan, a, tables)));
    boost = FORM_SHARE * best;
    articles.push(...row.related_articles);
  }
  boost += tables.sourceBoosts.get(row.id) ?? 0;
  const relevant = text > 0 || boost > 0;
  const steered = relevant && articles.some((article) => tables.steered.has(article));
  return text + boost + (steered ? STEERING_BOOST : 0);
}

/**
 * Final order: text score normalised to the best candidate (× TEXT_WEIGHT), plus glossary, citation,
 * exclusion, situation-guide and questionnaire-context boosts. Ties break on id so results are stable.
 */
export function rankCandidates(
  rows: readonly CandidateRow[],
  plan: QueryPlan,
  known: readonly string[],
  sourceBoosts: ReadonlyMap<string, number> = new Map(),
): RankedCandidate[] {
  const maxText = Math.max(0, ...rows.map((row) => row.text_score));
  const tables = {
    boosts: computeGlossaryBoosts(plan, known),
    steered: listSteeredArticles(plan, known),
    sourceBoosts,
  };
  return rows
    .map((row) => ({ id: row.id, score: scoreRow(row, maxText, plan, tables) }))
    .filter((entry) => entry.score > 0)
    .sort((left, right) => right.score - left.score || left.id.localeCompare(right.id));
}

/**
 * Maps the winners to Source objects, one per article: an amended article carries its
 * amendment (`amendedBy`) instead of a second MODIFIED_LAW entry, which is returned on its own
 * only when modified laws are asked for without laws. Duplicates are removed with the
 * contract's rule, then the list is cut to k.
 */
export function buildHits(
  ranked: readonly RankedCandidate[],
  rows: readonly SourceRow[],
  plan: QueryPlan,
  types: readonly SourceType[],
  k: number,
  findNote?: FindNote,
): KbSearchHit[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const wantsLaw = types.includes('LAW');
  const wantsModified = types.includes('MODIFIED_LAW');
  const hits: KbSearchHit[] = [];
  for (const { id, score } of ranked) {
    const row = byId.get(id);
    if (!row) continue;
    const rounded = Math.round(score * 10_000) / 10_000;
    if (row.type !== 'LAW' || wantsLaw) {
      hits.push({ score: rounded, source: mapCandidateToSource(row, plan.lang, findNote) });
      continue;
    }
    const modified = wantsModified ? mapModifiedLaw(row, plan.lang) : null;
    if (modified) hits.push({ score: rounded, source: modified });
  }
  const kept = new Set<Source>(dedupeSources(hits.map((hit) => hit.source)));
  return hits.filter((hit) => kept.has(hit.source)).slice(0, k);
}

/**
 * A notice the asker received leads to the form they answer it with: each answering form is
 * placed right after the notice (unless ranked already), for anyone but the notice's sender.
 */
export function addResponseForms(
  ranked: readonly RankedCandidate[],
  responses: ReadonlyMap<string, ResponseForms>,
  party: string | undefined,
): RankedCandidate[] {
  const present = new Set(ranked.map((candidate) => candidate.id));
  const result: RankedCandidate[] = [];
  for (const candidate of ranked) {
    result.push(candidate);
    const notice = responses.get(candidate.id);
    if (!notice || (party && notice.sender === party)) continue;
    for (const id of notice.answers) {
      if (present.has(id)) continue;
      present.add(id);
      result.push({ id, score: candidate.score });
    }
  }
  return result;
}

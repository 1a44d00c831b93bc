import {
  dedupeSources,
  type QuestionnaireFields,
  type Source,
  type SourceType,
} from '@lexlogis/contracts';
import type { HistoryTurn } from './answer-types';
import type { RetrieveContext, RetrieveSources } from './retrieve-types';
import { readThingDeaths } from '../kb/content/thing-deaths';
import { rankFormsForUser } from './filing-party';
import { EXCLUSION_CITATION, isExclusionArticle } from './source-references';

/**
 * Sources shown with one answer, per tab of the sources area: enough laws for a whole group of
 * articles (a rent increase spans arts. 1941–1947) and a few of every other kind, so one kind
 * of source can never crowd the others out of the list.
 */
export const SHOWN_SOURCES_PER_TYPE: Record<SourceType, number> = {
  LAW: 8,
  MODIFIED_LAW: 4,
  FORM: 3,
  CASELAW: 3,
  INFO: 3,
};
export const MAX_SHOWN_SOURCES = Object.values(SHOWN_SOURCES_PER_TYPE).reduce((a, b) => a + b, 0);

/** How many results to ask retrieval for, so each type can fill its quota. */
export const RETRIEVAL_RESULTS = 30;

/** A short question ("and for a room?") is a follow-up: the previous one makes it searchable. */
const FOLLOW_UP_MAX_WORDS = 8;

export function buildRetrievalQuery(question: string, history: readonly HistoryTurn[]): string {
  const previous = history.at(-1)?.question;
  const words = question.trim().split(/\s+/).length;
  // A thing that "died" is broken: search reads the death word as a party's death otherwise.
  const read = readThingDeaths(question);
  return previous && words <= FOLLOW_UP_MAX_WORDS ? `${previous}\n${read}` : read;
}

/**
 * Search order, duplicates removed, each type capped at its quota; an amendment note is kept
 * only with its article.
 */
export function pickSources(
  sources: readonly Source[],
  userType?: QuestionnaireFields['userType'],
  quotas: Record<SourceType, number> = SHOWN_SOURCES_PER_TYPE,
): Source[] {
  const counts = new Map<SourceType, number>();
  const picked: Source[] = [];
  for (const source of rankFormsForUser(dedupeSources(sources), userType)) {
    const count = counts.get(source.type) ?? 0;
    if (count >= quotas[source.type]) continue;
    if (
      source.type === 'MODIFIED_LAW' &&
      source.originalSourceId &&
      !picked.some((shown) => shown.id === source.originalSourceId)
    ) {
      continue;
    }
    counts.set(source.type, count + 1);
    picked.push(source);
  }
  return picked;
}

/**
 * An excluded situation must be stated with art. 1892, and the answer may only cite what is
 * shown: when search did not return the article, ask for it by number (the knowledge base
 * resolves cited articles directly). A failure here only loses the article, not the answer.
 */
export async function ensureExclusionArticle(
  sources: Source[],
  retrieve: RetrieveSources,
  context: RetrieveContext,
): Promise<Source[]> {
  if (sources.some(isExclusionArticle)) return sources;
  try {
    const found = await retrieve(EXCLUSION_CITATION, context);
    const articles = found.results.map((hit) => hit.source).filter(isExclusionArticle);
    if (articles.length === 0) return sources;
    // Replaces the last shown source rather than growing past the cap.
    return [...articles, ...sources].slice(0, Math.max(MAX_SHOWN_SOURCES, articles.length));
  } catch {
    return sources;
  }
}

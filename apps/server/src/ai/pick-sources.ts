import { dedupeSources, type Source } from '@lexlogis/contracts';
import type { HistoryTurn } from './answer-types';
import type { RetrieveContext, RetrieveSources } from './answer-pipeline';
import { formatSourceCitation } from './source-references';

/** Sources shown with one answer: enough for every tab of the sources area, few enough to read. */
export const MAX_SHOWN_SOURCES = 12;

/** A follow-up this short ("and for a room?") needs the previous question to be searchable. */
const FOLLOW_UP_MAX_WORDS = 8;

export function buildRetrievalQuery(question: string, history: readonly HistoryTurn[]): string {
  const previous = history.at(-1)?.question;
  const words = question.trim().split(/\s+/).length;
  return previous && words <= FOLLOW_UP_MAX_WORDS ? `${previous}\n${question}` : question;
}

/** Search order, duplicates removed, capped. */
export function pickSources(sources: readonly Source[]): Source[] {
  return dedupeSources(sources).slice(0, MAX_SHOWN_SOURCES);
}

function is1892(source: Source): boolean {
  return formatSourceCitation(source) === 'art. 1892 C.c.Q.';
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
  if (sources.some(is1892)) return sources;
  try {
    const found = await retrieve('art. 1892 C.c.Q.', context);
    const articles = found.results.map((hit) => hit.source).filter(is1892);
    if (articles.length === 0) return sources;
    // Replaces the last shown source rather than growing past the cap.
    return [...articles, ...sources].slice(0, Math.max(MAX_SHOWN_SOURCES, articles.length));
  } catch {
    return sources;
  }
}

import type { LegisImportReport, LegisStatus } from '@lexlogis/contracts';
import type { KbExecutor } from '../ingest/ingest-repository';
import { findLastImport, listLoadedArticles, type LoadedArticle } from './legis-repository';

/** The consolidation most of the loaded articles carry (they are loaded together). */
export function findLoadedConsolidation(loaded: readonly LoadedArticle[]): string | null {
  const counts = new Map<string, number>();
  for (const row of loaded) {
    if (row.consolidation) counts.set(row.consolidation, (counts.get(row.consolidation) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The loaded consolidation (the date most Civil Code articles carry) and the last import. */
export async function readLegisStatus(executor: KbExecutor): Promise<LegisStatus> {
  const articles = await listLoadedArticles(executor);
  const consolidation = findLoadedConsolidation(articles);
  const last = await findLastImport(executor);
  return {
    consolidation,
    articleCount: articles.length,
    lastImport: last ? (last.report as LegisImportReport) : null,
  };
}

import type { KbStatus } from '@lexlogis/contracts';
import { countSearchableSources, type KbExecutor } from '../ingest/ingest-repository';
import { findLoadedConsolidation } from './legis-status';
import { listLoadedArticles } from './legis-repository';

export type KnowledgeBaseStatus = {
  /** True while no source is loaded; once loaded it stays so for the process's life. */
  isEmpty(): Promise<boolean>;
  read(): Promise<KbStatus>;
};

/**
 * Whether the knowledge base holds anything. An empty one is asked about on every question
 * (a `kb:ingest` in another process may fill it at any time); a loaded one is never emptied
 * while the server runs, so that answer is remembered.
 */
export function createKnowledgeBaseStatus(executor: KbExecutor): KnowledgeBaseStatus {
  let loaded = false;
  async function isEmpty(): Promise<boolean> {
    if (loaded) return false;
    loaded = (await countSearchableSources(executor)) > 0;
    return !loaded;
  }
  return {
    isEmpty,
    async read() {
      const empty = await isEmpty();
      const consolidation = empty
        ? null
        : findLoadedConsolidation(await listLoadedArticles(executor));
      return { empty, consolidation };
    },
  };
}

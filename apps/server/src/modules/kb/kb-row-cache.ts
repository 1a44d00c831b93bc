import { CHANGES_CHANNEL, type ChangeFeed } from '../../db/change-feed';
import { createInvalidatedCache } from '../../lib/invalidated-cache';

/** Above the corpus's few hundred sources; a bound, not a tuning knob. */
const MAX_ROWS = 5_000;

/** What kb_sources and kb_passages changes are announced as (migration 0018). */
export const KB_TABLE_PREFIXES = ['kb_sources:', 'kb_passages:'];

/**
 * Rows of the knowledge base by id (sources, decisions), read once and kept until it changes:
 * every answer loads the rows of its results, of the articles its guide cites and of its similar
 * decisions, and they change only on ingest or a Civil Code import, which the kb tables'
 * triggers announce on the change feed (any instance, any process). Without a feed (the CLIs)
 * every call reads the database.
 *
 * No settle() before reading: a process writing the knowledge base does it outside any request
 * that would then search, and the notification follows its commit within one round trip, while
 * settling would cost a round trip per answer on PostgreSQL whenever this process stored one.
 */
export function createKbRowLoader<Row extends { id: string }>(
  load: (ids: readonly string[]) => Promise<Row[]>,
  feed?: ChangeFeed,
): (ids: readonly string[]) => Promise<Row[]> {
  if (!feed) return load;
  const cache = createInvalidatedCache<Row>({
    maxEntries: MAX_ROWS,
    isLive: () => feed.isLive(),
  });
  feed.subscribe(CHANGES_CHANNEL, (payload) => {
    if (KB_TABLE_PREFIXES.some((prefix) => payload.startsWith(prefix))) cache.clear();
  });
  feed.onReset(() => cache.clear());
  return async (ids) => {
    if (ids.length === 0) return [];
    const rows = await cache.getManyOrLoad(ids, async (missing) => {
      const loaded = await load(missing);
      // Shared between answers: frozen so no caller can change another's copy.
      return new Map(loaded.map((row) => [row.id, Object.freeze(row)]));
    });
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [row] : [];
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { createChangeFeed, type ChangeFeed } from '../db/change-feed';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import { toLoggableError } from '../lib/loggable-error';
import {
  createSharedCountersRepository,
  type SharedCountersRepository,
} from '../modules/counters/shared-counters.repository';
import { createSharedRateLimitStore } from './shared-rate-limit-store';

export type Instances = {
  feed: ChangeFeed;
  counters: SharedCountersRepository;
  /** Set on PostgreSQL, where several instances may share the database. */
  rateLimitStore: ReturnType<typeof createSharedRateLimitStore> | undefined;
};

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What lets several instances share one PostgreSQL (issue 16, docs/deploy.md): the change
 * feed, the shared counters and the rate-limit store over them. On PGlite (one process by
 * construction: the data directory is locked) the rate limit stays in memory.
 */
export async function registerInstances(
  app: FastifyInstance,
  { database, clock }: { database: DatabaseHandle; clock: Clock },
): Promise<Instances> {
  const feed = await createChangeFeed(database);
  app.addHook('onClose', () => feed.close());
  const counters = createSharedCountersRepository(database.db);
  if (database.kind === 'pglite') return { feed, counters, rateLimitStore: undefined };

  // Read your own writes: a change this request committed has reached our caches before the
  // client can send its next request (notifications arrive on another connection).
  app.addHook('onSend', async (request) => {
    if (!READ_ONLY_METHODS.has(request.method)) await feed.sync();
  });
  const rateLimitStore = createSharedRateLimitStore({
    counters,
    clock,
    onError: (error) => app.log.warn({ error: toLoggableError(error) }, 'rate-limit flush failed'),
  });
  return { feed, counters, rateLimitStore };
}

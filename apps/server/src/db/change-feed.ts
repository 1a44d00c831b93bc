import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { coalesceRuns } from '../lib/coalesce-runs';
import type { DatabaseHandle } from './client';

/** Row changes announced by the triggers of migration 0014, as '<table>:<key>'. */
export const CHANGES_CHANNEL = 'lexlogis_changes';
/** Messages between instances (e.g. abort an answer another instance is writing). */
export const JOBS_CHANNEL = 'lexlogis_jobs';
/** Our own round trips through the notification queue (see sync()). */
const SYNC_CHANNEL = 'lexlogis_sync';
const CHANNELS = [CHANGES_CHANNEL, JOBS_CHANNEL, SYNC_CHANNEL] as const;
export type FeedChannel = (typeof CHANGES_CHANNEL | typeof JOBS_CHANNEL) & string;

const RECONNECT_DELAY_MS = 1_000;
const SYNC_TIMEOUT_MS = 2_000;

type Listener = (payload: string) => void;

/**
 * PostgreSQL LISTEN/NOTIFY for the whole process (PGlite supports it too, and delivers a
 * notification before the committing query returns). Caches subscribe to drop what changed;
 * while the listening connection is down they must not serve anything (isLive() is false), and
 * onReset fires when notifications may have been missed.
 */
export type ChangeFeed = {
  subscribe(channel: FeedChannel, listener: Listener): () => void;
  onReset(listener: () => void): () => void;
  isLive(): boolean;
  notify(channel: FeedChannel, payload: string): Promise<void>;
  /**
   * Resolves once every notification committed before the call has reached this process's
   * listeners: PostgreSQL delivers a channel's notifications in commit order, so we send one of
   * our own and wait for it. Immediate on PGlite.
   */
  sync(): Promise<void>;
  /**
   * sync(), but only when this process wrote something since the last one: caches call it
   * before serving, so a change this process committed is never read stale from them.
   */
  settle(): Promise<void>;
  /**
   * sync() for reads that must see every change committed anywhere before they began (a
   * sign-out or a suspension written by another instance or by hand): callers that arrive while
   * a sync is under way share the next one, so a busy instance pays about one round trip per
   * round trip's worth of requests, not one per request.
   */
  barrier(): Promise<void>;
  close(): Promise<void>;
};

function createDispatcher() {
  const listeners = new Map<string, Set<Listener>>();
  const resetListeners = new Set<() => void>();
  return {
    listeners,
    subscribe(channel: string, listener: Listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    onReset(listener: () => void) {
      resetListeners.add(listener);
      return () => void resetListeners.delete(listener);
    },
    dispatch(channel: string, payload: string) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    reset() {
      for (const listener of resetListeners) listener();
    },
  };
}

async function createPgliteFeed(handle: Extract<DatabaseHandle, { kind: 'pglite' }>) {
  const dispatcher = createDispatcher();
  const client = handle.client;
  const unlistens = await Promise.all(
    CHANNELS.map((channel) =>
      client.listen(channel, (payload) => dispatcher.dispatch(channel, payload)),
    ),
  );
  const feed: ChangeFeed = {
    subscribe: dispatcher.subscribe,
    onReset: dispatcher.onReset,
    isLive: () => !client.closed,
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    sync: () => Promise.resolve(),
    settle: () => Promise.resolve(),
    barrier: () => Promise.resolve(),
    async close() {
      if (client.closed) return;
      await Promise.all(unlistens.map((unlisten) => unlisten().catch(() => undefined)));
    },
  };
  return feed;
}

function createPostgresFeed(handle: Extract<DatabaseHandle, { kind: 'postgres' }>): ChangeFeed {
  const dispatcher = createDispatcher();
  const pending = new Map<string, () => void>();
  let client: pg.Client | undefined;
  let live = false;
  /** The sync marker that timed out, while we wait for it to arrive. */
  let late: string | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function lose(lost: pg.Client): void {
    if (client !== lost) return;
    client = undefined;
    live = false;
    late = undefined;
    dispatcher.reset();
    for (const resolve of pending.values()) resolve();
    pending.clear();
    lost.end().catch(() => undefined);
    if (!closed) {
      retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
      retry.unref();
    }
  }

  async function connect(): Promise<void> {
    const next = new pg.Client(handle.client.options);
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', ({ channel, payload = '' }) => {
      if (channel === SYNC_CHANNEL) {
        pending.get(payload)?.();
        pending.delete(payload);
        // Everything committed before the late marker has now arrived too.
        if (payload === late && client === next) {
          late = undefined;
          live = true;
        }
      } else {
        dispatcher.dispatch(channel, payload);
      }
    });
    client = next;
    try {
      await next.connect();
      await next.query(CHANNELS.map((channel) => `LISTEN ${channel}`).join('; '));
      if (closed || client !== next) return;
      // Anything committed while we were not listening is unknown: start from empty caches.
      dispatcher.reset();
      live = true;
    } catch {
      lose(next);
    }
  }

  const ready = connect();
  let wrote = false;
  let settling: Promise<void> | undefined;
  const stopWatching = handle.onWrite(() => {
    wrote = true;
  });
  const feed: ChangeFeed = {
    subscribe: dispatcher.subscribe,
    onReset: dispatcher.onReset,
    isLive: () => live,
    async notify(channel, payload) {
      await handle.client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async sync() {
      await ready;
      if (!live) return;
      const token = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<void>((resolve) => {
        pending.set(token, resolve);
        timer = setTimeout(() => {
          // Our marker is late, so may be others' changes: until it arrives the caches are
          // emptied and serve nothing, as while the connection is down.
          if (pending.delete(token) && live) {
            live = false;
            late = token;
            dispatcher.reset();
          }
          resolve();
        }, SYNC_TIMEOUT_MS);
      });
      try {
        await handle.client.query('SELECT pg_notify($1, $2)', [SYNC_CHANNEL, token]);
        await arrived;
      } catch {
        // The database is unreachable: nothing was committed that we could wait for.
      } finally {
        clearTimeout(timer);
        pending.delete(token);
      }
    },
    settle() {
      if (settling) return settling;
      if (!wrote) return Promise.resolve();
      wrote = false;
      settling = feed.sync().finally(() => (settling = undefined));
      return settling;
    },
    barrier: coalesceRuns(() => feed.sync()),
    async close() {
      closed = true;
      stopWatching();
      clearTimeout(retry);
      await ready;
      const last = client;
      client = undefined;
      live = false;
      await last?.end().catch(() => undefined);
    },
  };
  return feed;
}

/** Listens on the database for the life of the app; close() it before the database. */
export async function createChangeFeed(handle: DatabaseHandle): Promise<ChangeFeed> {
  if (handle.kind === 'pglite') return createPgliteFeed(handle);
  const feed = createPostgresFeed(handle);
  await feed.sync();
  return feed;
}

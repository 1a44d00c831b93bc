/**
 * A bounded in-process cache whose entries are dropped by invalidate(key) or clear(). A value
 * read from the database is only stored if nothing was invalidated while it was being read:
 * otherwise a sign-out committed during that read could be cached over and never seen.
 */
export type InvalidatedCache<V> = {
  get(key: string): V | undefined;
  /** Reads through `load`; stores the result when `shouldStore` says so and no change raced it. */
  getOrLoad(
    key: string,
    load: () => Promise<V | undefined>,
    shouldStore?: (value: V) => boolean,
  ): Promise<V | undefined>;
  /**
   * Several keys at once: the missing ones are read through one `loadMissing` and stored when
   * no change raced it. Keys `loadMissing` does not return are simply absent from the result.
   */
  getManyOrLoad(
    keys: readonly string[],
    loadMissing: (keys: string[]) => Promise<Map<string, V>>,
  ): Promise<Map<string, V>>;
  invalidate(key: string): void;
  clear(): void;
  readonly size: number;
};

export function createInvalidatedCache<V>(options: {
  maxEntries: number;
  /** False while invalidations cannot be trusted to arrive: then nothing is served or kept. */
  isLive: () => boolean;
  /** Awaited before each read-through, until our own writes' invalidations have arrived. */
  settle?: () => Promise<void>;
}): InvalidatedCache<V> {
  const entries = new Map<string, V>();
  let generation = 0;

  function store(key: string, value: V): void {
    if (entries.size >= options.maxEntries) {
      // Map keeps insertion order: the oldest entry goes first.
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, value);
  }

  const cache: InvalidatedCache<V> = {
    get(key) {
      return options.isLive() ? entries.get(key) : undefined;
    },
    async getOrLoad(key, load, shouldStore = () => true) {
      if (options.settle) await options.settle();
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const before = generation;
      const value = await load();
      if (value !== undefined && before === generation && options.isLive() && shouldStore(value)) {
        store(key, value);
      }
      return value;
    },
    async getManyOrLoad(keys, loadMissing) {
      if (options.settle) await options.settle();
      const found = new Map<string, V>();
      const missing: string[] = [];
      for (const key of keys) {
        const cached = cache.get(key);
        if (cached === undefined) missing.push(key);
        else found.set(key, cached);
      }
      if (missing.length === 0) return found;
      const before = generation;
      const loaded = await loadMissing(missing);
      const storable = before === generation && options.isLive();
      for (const [key, value] of loaded) {
        found.set(key, value);
        if (storable) store(key, value);
      }
      return found;
    },
    invalidate(key) {
      generation += 1;
      entries.delete(key);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}

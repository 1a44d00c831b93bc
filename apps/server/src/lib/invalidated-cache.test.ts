import { describe, expect, it } from 'vitest';
import { createInvalidatedCache } from './invalidated-cache';

describe('createInvalidatedCache().getManyOrLoad', () => {
  const loadAll = (asked: string[][]) => async (keys: string[]) => {
    asked.push(keys);
    return new Map(keys.filter((key) => key !== 'missing').map((key) => [key, `value ${key}`]));
  };

  it('reads only the keys it does not hold, in one call, and keeps them', async () => {
    const cache = createInvalidatedCache<string>({ maxEntries: 10, isLive: () => true });
    const asked: string[][] = [];
    await cache.getManyOrLoad(['a', 'b'], loadAll(asked));
    const found = await cache.getManyOrLoad(['a', 'b', 'c', 'missing'], loadAll(asked));
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'missing'],
    ]);
    expect([...found]).toEqual([
      ['a', 'value a'],
      ['b', 'value b'],
      ['c', 'value c'],
    ]);
  });

  it('does not keep what was read while an invalidation arrived', async () => {
    const cache = createInvalidatedCache<string>({ maxEntries: 10, isLive: () => true });
    const asked: string[][] = [];
    await cache.getManyOrLoad(['a'], async (keys) => {
      cache.clear();
      return loadAll(asked)(keys);
    });
    await cache.getManyOrLoad(['a'], loadAll(asked));
    expect(asked).toEqual([['a'], ['a']]);
  });

  it('keeps nothing while the feed is down', async () => {
    const cache = createInvalidatedCache<string>({ maxEntries: 10, isLive: () => false });
    const asked: string[][] = [];
    await cache.getManyOrLoad(['a'], loadAll(asked));
    await cache.getManyOrLoad(['a'], loadAll(asked));
    expect(asked).toEqual([['a'], ['a']]);
  });
});

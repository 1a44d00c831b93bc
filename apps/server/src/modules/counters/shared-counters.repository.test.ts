import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedCounters } from '../../db/schema-platform';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createSharedCountersRepository } from './shared-counters.repository';

const MINUTE = 60_000;
const at = (seconds: number) => new Date(Date.UTC(2025, 2, 1, 12, 0, 0) + seconds * 1000);

/** The counter a rate limit or a quota counts with, shared by every instance on the database. */
describe('shared counters', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('adds to one total per key within its window, then starts a new window', async () => {
    const counters = createSharedCountersRepository(database.db);
    expect((await counters.add('quota:a', 1, at(0), MINUTE)).hits).toBe(1);
    expect((await counters.add('quota:a', 3, at(10), MINUTE)).hits).toBe(4);
    // Two instances adding at once: both counted.
    const [first, second] = await Promise.all([
      counters.add('quota:a', 1, at(20), MINUTE),
      counters.add('quota:a', 1, at(20), MINUTE),
    ]);
    expect([first.hits, second.hits].sort()).toEqual([5, 6]);
    expect(await counters.read('quota:a', at(30))).toEqual({ hits: 6, windowEndsAt: at(60) });
    expect(await counters.read('quota:b', at(30))).toBeUndefined();

    const next = await counters.add('quota:a', 1, at(61), MINUTE);
    expect(next).toEqual({ hits: 1, windowEndsAt: at(121) });
    expect(await counters.read('quota:a', at(200))).toBeUndefined();
  });

  it('deletes windows that ended', async () => {
    const counters = createSharedCountersRepository(database.db);
    await counters.add('quota:old', 1, at(0), MINUTE);
    await counters.add('quota:new', 1, at(100), MINUTE);
    await counters.deleteEndedBefore(at(120));
    const keys = await database.db.select({ key: sharedCounters.key }).from(sharedCounters);
    expect(keys.map((row) => row.key)).toContain('quota:new');
    expect(keys.map((row) => row.key)).not.toContain('quota:old');
  });
});

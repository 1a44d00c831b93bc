import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trackingEvents } from '../../db/schema-metrics';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { fillRollups } from './metrics-rollup-fill';
import { createRollupMetricsRepository, openRollupMetrics } from './metrics-rollup.repository';
import { createMetricsDb } from './metrics-statements';
import { createMetricsRepository } from './metrics.repository';
import { createMetricsService } from './metrics.service';

const NOW = new Date('2025-03-01T12:00:00Z');
const clock = { now: () => NOW };
/** Events fall from 2025-02-19 to today's morning, so windows cut days at both ends. */
const FIRST_EVENT = Date.parse('2025-02-19T00:00:00Z');
const SPAN_HOURS = 10 * 24 + 11;

/** Whole days, partial edges, the default 30 days, an hourly week, 'all', one past day, year 1. */
const WINDOWS = [
  {},
  { startDate: '2025-02-21T05:30:00.000Z', endDate: '2025-03-01T12:00:00.000Z' },
  { startDate: '2025-02-22', endDate: '2025-02-26' },
  { startDate: '2025-02-24T07:00:00.000Z', endDate: '2025-02-28T18:00:00.000Z' },
  { startDate: '2020-01-01T00:00:00.000Z', endDate: '2025-03-01T12:00:00.000Z' },
  { startDate: '2025-02-20', endDate: '2025-02-20' },
  { startDate: '0001-01-01', endDate: '2025-03-01' },
];

const DAILY_TABLES = [
  'metric_rollup_days',
  'metric_daily_users',
  'metric_daily_user_labels',
  'metric_daily_sessions',
  'metric_daily_event_counts',
  'metric_daily_source_clicks',
];

type SeedEvent = {
  user: number | null;
  session: string | null;
  category: string;
  action: string;
  value: number | null;
  sourceType: string | null;
  device: string | null;
  browser: string | null;
  minute: number;
};

const eventArbitrary: fc.Arbitrary<SeedEvent> = fc.record({
  user: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 8 }),
  session: fc.option(fc.constantFrom('s1', 's2', 's3', 's4'), { freq: 5 }),
  category: fc.constantFrom('page', 'source', 'performance', 'chat'),
  action: fc.constantFrom('view', 'click', 'page-load', 'question'),
  value: fc.option(fc.integer({ min: 0, max: 5000 }), { freq: 3 }),
  sourceType: fc.option(fc.constantFrom('LAW', 'FORM', 'CASELAW', 'INFO'), { freq: 3 }),
  device: fc.option(fc.constantFrom('desktop', 'mobile'), { freq: 5 }),
  browser: fc.option(fc.constantFrom('Chrome', 'Firefox'), { freq: 5 }),
  minute: fc.integer({ min: 0, max: SPAN_HOURS * 60 - 1 }),
});

describe('metrics rollups', () => {
  let database: TestDatabase;
  let users: string[];
  const raw = () =>
    createMetricsService({
      openRepository: async () => createMetricsRepository(database.db),
      clock,
    });
  const rolled = () =>
    createMetricsService({
      openRepository: openRollupMetrics(database.db),
      clock,
    });

  async function seed(events: SeedEvent[]): Promise<void> {
    if (events.length === 0) return;
    await database.db.insert(trackingEvents).values(
      events.map((event) => ({
        userId: event.user === null ? null : users[event.user]!,
        sessionId: event.session,
        category: event.category,
        action: event.action,
        value: event.value,
        deviceType: event.device,
        browser: event.browser,
        dimensions: event.sourceType ? { sourceType: event.sourceType } : null,
        occurredAt: new Date(FIRST_EVENT + event.minute * 60_000),
        receivedAt: NOW,
      })),
    );
  }

  async function expectSameAnswers(): Promise<void> {
    for (const query of WINDOWS) {
      const expected = await raw().getMetrics(query);
      expect(await rolled().getMetrics(query), JSON.stringify(query)).toEqual(expected);
    }
  }

  const rolledDays = async () =>
    Number(
      (await database.db.execute(sql`select count(*) as n from metric_rollup_days`)).rows[0]!.n,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    const created = await database.db.execute(sql`
      insert into users (provider_id, email, name, status)
      select 'rollup-' || n, 'rollup-' || n || '@example.test', 'Rollup ' || n, 'CONFIRMED'
      from generate_series(1, 4) n returning id`);
    users = (created.rows as { id: string }[]).map((row) => row.id);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from tracking_events`);
  });

  it('gives every group the same answer as the raw rows, over a known set of days', async () => {
    const events: SeedEvent[] = [];
    for (let hour = 0; hour < SPAN_HOURS; hour += 5) {
      events.push({
        user: hour % 4,
        session: `s${Math.floor(hour / 30)}`,
        category: hour % 3 === 0 ? 'source' : 'performance',
        action: hour % 3 === 0 ? 'click' : 'page-load',
        value: hour % 3 === 0 ? null : hour * 7,
        sourceType: hour % 3 === 0 ? (['LAW', 'FORM'] as const)[hour % 2]! : null,
        device: hour % 2 === 0 ? 'desktop' : 'mobile',
        browser: 'Chrome',
        minute: hour * 60 + (hour % 60),
      });
    }
    await seed(events);
    await expectSameAnswers();
    // The completed days (2025-02-19 to 2025-02-28) were rolled up, today was not; so was the
    // one completed week (Monday 2025-02-17), not the current one.
    expect(await rolledDays()).toBe(10);
    const weeks = await database.db.execute(
      sql`select week::text as week from metric_rollup_weeks`,
    );
    expect(weeks.rows).toEqual([{ week: '2025-02-17' }]);
    const rolledUp = await rolled().getMetrics({ startDate: '2025-02-19', endDate: '2025-02-28' });
    expect(
      rolledUp.sourceClicks.perType.find((row) => row.type === 'LAW')?.clicked,
    ).toBeGreaterThan(0);
  });

  it('stays exact when an event arrives late for a rolled-up day, or a user is deleted', async () => {
    await seed([
      {
        user: 0,
        session: 's1',
        category: 'page',
        action: 'view',
        value: null,
        sourceType: null,
        device: 'desktop',
        browser: 'Chrome',
        minute: 60,
      },
      {
        user: 1,
        session: 's2',
        category: 'page',
        action: 'view',
        value: null,
        sourceType: null,
        device: 'mobile',
        browser: 'Firefox',
        minute: 3000,
      },
    ]);
    await fillRollups(database.db, new Date('2025-03-01T00:00:00Z'));
    await seed([
      {
        user: 2,
        session: 's3',
        category: 'source',
        action: 'click',
        value: null,
        sourceType: 'LAW',
        device: 'mobile',
        browser: 'Safari',
        minute: 3001,
      },
    ]);
    await expectSameAnswers();
    const afterLate = await rolled().getMetrics({ startDate: '2025-02-19', endDate: '2025-02-28' });
    expect(afterLate.sourceClicks.perType.find((row) => row.type === 'LAW')?.clicked).toBe(1);

    const throwaway = await database.db.execute(sql`
      insert into users (provider_id, email, name, status)
      values ('rollup-gone', 'rollup-gone@example.test', 'Gone', 'CONFIRMED') returning id`);
    const goneId = (throwaway.rows[0] as { id: string }).id;
    await database.db.insert(trackingEvents).values({
      userId: goneId,
      category: 'page',
      action: 'view',
      browser: 'Edge',
      occurredAt: new Date('2025-02-25T10:00:00Z'),
      receivedAt: NOW,
    });
    await rolled().getMetrics({});
    await database.db.execute(sql`delete from users where id = ${goneId}`);
    await expectSameAnswers();
    const afterDelete = await rolled().getMetrics({});
    expect(afterDelete.browserDistribution.map((share) => share.label)).not.toContain('Edge');
  });

  it('reads a week by day when its weekly rollup is missing, by week when only a day is', async () => {
    await seed(
      Array.from({ length: 40 }, (_, index) => ({
        user: index % 4,
        session: `s${index % 3}`,
        category: 'page',
        action: 'view',
        value: null,
        sourceType: null,
        device: index % 3 === 0 ? 'mobile' : 'desktop',
        browser: index % 5 === 0 ? 'Firefox' : 'Chrome',
        minute: index * 293,
      })),
    );
    const closedBefore = new Date('2025-03-01T00:00:00Z');
    // Without a fill, so the rollups are read exactly as they are left.
    const opened: { rolledFrom?: Date } = {};
    const unfilled = createMetricsService({
      openRepository: async () =>
        createRollupMetricsRepository(
          createMetricsDb(database.db),
          createMetricsRepository(database.db),
          closedBefore,
          opened.rolledFrom,
        ),
      clock,
    });
    const expectSameAsRaw = async () => {
      for (const query of WINDOWS) {
        expect(await unfilled.getMetrics(query), JSON.stringify(query)).toEqual(
          await raw().getMetrics(query),
        );
      }
    };
    await fillRollups(database.db, closedBefore);
    // A rolled-up week with a day that is not: the weekly rows (the day's rows are skipped for
    // speed; a user counted twice would still be one user).
    for (const table of DAILY_TABLES) {
      await database.db.execute(sql`delete from ${sql.identifier(table)} where day = '2025-02-20'`);
    }
    await expectSameAsRaw();
    // A week not rolled up (yet, or dropped): its days, rolled up or raw.
    await database.db.execute(sql`delete from metric_rollup_weeks`);
    await database.db.execute(sql`delete from metric_weekly_users`);
    await database.db.execute(sql`delete from metric_weekly_user_labels`);
    await expectSameAsRaw();
    // Events older than the first one seen when the rollups were opened: read raw with the
    // days before it.
    opened.rolledFrom = new Date('2025-02-23T10:00:00Z');
    await expectSameAsRaw();
  });

  it('counts a day once when several fills run at the same time', async () => {
    await seed([
      {
        user: 0,
        session: 's1',
        category: 'page',
        action: 'view',
        value: null,
        sourceType: null,
        device: null,
        browser: null,
        minute: 90,
      },
    ]);
    const closedBefore = new Date('2025-03-01T00:00:00Z');
    await Promise.all([
      fillRollups(database.db, closedBefore),
      fillRollups(database.db, closedBefore),
    ]);
    const counted = await database.db.execute(
      sql`select coalesce(sum(events), 0) as n from metric_daily_event_counts`,
    );
    expect(Number(counted.rows[0]!.n)).toBe(1);
    await expectSameAnswers();
  });

  it('agrees with the raw rows over random event sets', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(eventArbitrary, { maxLength: 60 }), async (events) => {
        await database.db.execute(sql`delete from tracking_events`);
        await seed(events);
        await expectSameAnswers();
      }),
      { numRuns: 8, seed: 1515 },
    );
  }, 240_000);
});

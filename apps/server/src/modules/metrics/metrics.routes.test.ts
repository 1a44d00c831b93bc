import { metricsSchema } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advices, conversations, flaggedResponses } from '../../db/schema-chat';
import { requestTimings, trackingEvents } from '../../db/schema-metrics';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A known data set (TEST_NOW is 2025-03-01T12:00Z); every expected figure is worked out by hand. */
async function seedKnownData(testApp: TestApp, a: string, b: string) {
  const { db } = testApp.database;
  const at = (iso: string) => new Date(iso);
  const desktop = { deviceType: 'desktop', browser: 'Chrome' };
  const mobile = { deviceType: 'mobile', browser: 'Safari' };
  const receivedAt = at('2025-03-01T00:00:00Z');
  await db.insert(trackingEvents).values([
    {
      userId: a,
      sessionId: 's1',
      category: 'page',
      action: 'view',
      occurredAt: at('2025-02-20T10:00:00Z'),
      receivedAt,
      ...desktop,
    },
    {
      userId: a,
      sessionId: 's1',
      category: 'page',
      action: 'view',
      occurredAt: at('2025-02-20T10:30:00Z'),
      receivedAt,
      ...desktop,
    },
    {
      userId: b,
      sessionId: 's2',
      category: 'performance',
      action: 'page-load',
      value: 100,
      occurredAt: at('2025-02-28T12:30:00Z'),
      receivedAt,
      ...mobile,
    },
    {
      userId: b,
      sessionId: 's2',
      category: 'performance',
      action: 'page-load',
      value: 200,
      occurredAt: at('2025-02-28T12:35:00Z'),
      receivedAt,
      ...mobile,
    },
    {
      userId: b,
      sessionId: 's2',
      category: 'performance',
      action: 'page-load',
      value: 600,
      occurredAt: at('2025-02-28T12:40:00Z'),
      receivedAt,
      ...mobile,
    },
    {
      userId: a,
      sessionId: 's3',
      category: 'source',
      action: 'click',
      dimensions: { sourceType: 'LAW' },
      occurredAt: at('2025-02-28T13:00:00Z'),
      receivedAt,
      ...desktop,
    },
  ]);
  const created = at('2025-02-25T09:00:00Z');
  const [c1, c2] = await db
    .insert(conversations)
    .values([
      { userId: a, title: 'Rent', createdAt: created, updatedAt: created },
      { userId: b, title: 'Repairs', createdAt: created, updatedAt: created },
    ])
    .returning();
  const law = { type: 'LAW', url: 'https://example.com/1', title: 'Art.' };
  const form = { type: 'FORM', title: 'Form' };
  const rows = await db
    .insert(advices)
    .values([
      {
        conversationId: c1!.id,
        userId: a,
        question: 'q1',
        answer: 'a1',
        status: 'ready',
        guideIds: ['rent-increase'],
        sources: [law, law, form] as never,
        sourceClicks: 1,
        createdAt: created,
      },
      {
        conversationId: c1!.id,
        userId: a,
        question: 'q2',
        answer: 'a2',
        status: 'ready',
        guideIds: ['rent-increase'],
        createdAt: created,
      },
      {
        conversationId: c2!.id,
        userId: b,
        question: 'q3',
        answer: 'a3',
        status: 'ready',
        guideIds: ['repairs'],
        sources: [law] as never,
        createdAt: created,
      },
    ])
    .returning();
  const feedbackAt = at('2025-02-26T09:00:00Z');
  await db.insert(flaggedResponses).values([
    {
      kind: 'advice',
      adviceId: rows[0]!.id,
      userId: a,
      email: 'a@example.com',
      reaction: 'positive',
      createdAt: feedbackAt,
    },
    {
      kind: 'advice',
      adviceId: rows[2]!.id,
      userId: b,
      email: 'b@example.com',
      reaction: 'negative',
      comments: 'Too vague',
      createdAt: feedbackAt,
    },
  ]);
  await db.insert(requestTimings).values(
    [10, 20, 30, 40].map((durationMs) => ({
      at: at('2025-02-27T10:00:00Z'),
      method: 'GET',
      route: '/api/users',
      statusCode: 200,
      durationMs,
    })),
  );
}

describe('GET /api/metrics', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  let a: SignedInUser;
  let b: SignedInUser;
  const get = (url: string, who: SignedInUser | null = admin) =>
    testApp.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

  beforeAll(async () => {
    testApp = await createTestApp();
    admin = await createSignedInUser(testApp, {
      email: 'metrics-admin@example.com',
      isAdmin: true,
    });
    a = await createSignedInUser(testApp, { email: 'a@example.com' });
    b = await createSignedInUser(testApp, { email: 'b@example.com', role: 'lawyer' });
    await seedKnownData(testApp, a.user.id, b.user.id);
  });
  afterAll(() => testApp.close());

  it("answers 401 'Unauthorized: Admin access required' to anyone but an admin", async () => {
    for (const who of [null, a, b]) {
      const response = await get('/api/metrics', who);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'METRICS_ADMIN_REQUIRED',
        message: 'Unauthorized: Admin access required',
      });
    }
  });

  it('computes every group over the default last 30 days', async () => {
    const response = await get('/api/metrics');
    expect(response.statusCode).toBe(200);
    const metrics = metricsSchema.parse(response.json());
    expect(metrics.range).toEqual({
      startDate: '2025-01-30T12:00:00.000Z',
      endDate: '2025-03-01T12:00:00.000Z',
    });
    expect(metrics.interval).toBe('day');
    expect(metrics.userActivity).toEqual({
      dau: 2,
      mau: 2,
      averageSessionDuration: 800,
      legacyActivity: [
        { bucket: '2025-02-20', count: 1 },
        { bucket: '2025-02-28', count: 2 },
      ],
    });
    expect(metrics.timeDistribution.hourly).toEqual([
      { bucket: '10', count: 2 },
      { bucket: '12', count: 3 },
      { bucket: '13', count: 1 },
    ]);
    expect(metrics.timeDistribution.daily).toEqual([
      { bucket: '4', count: 2 },
      { bucket: '5', count: 4 },
    ]);
    expect(metrics.retention).toEqual({ day1: 50, day7: 50, day30: 0 });
    expect(metrics.topics).toEqual([
      { topic: 'rent-increase', count: 2 },
      { topic: 'repairs', count: 1 },
    ]);
    expect(metrics.feedback).toEqual({
      positive: 1,
      negative: 1,
      total: 2,
      feedbackRate: 66.67,
      topReasons: [{ reason: 'Too vague', count: 1 }],
    });
    expect(metrics.interactions).toEqual([
      { eventType: 'performance:page-load', count: 3 },
      { eventType: 'page:view', count: 2 },
      { eventType: 'source:click', count: 1 },
    ]);
    expect(metrics.deviceUsage).toEqual([
      { label: 'desktop', count: 1, percentage: 50 },
      { label: 'mobile', count: 1, percentage: 50 },
    ]);
    expect(metrics.browserDistribution.map((share) => share.label)).toEqual(['Chrome', 'Safari']);
    expect(metrics.responseTimes).toEqual({
      backend: { average: 25, median: 25, p95: 38.5 },
      frontend: { average: 300, median: 200, p95: 560 },
    });
    expect(metrics.conversationLength).toEqual({
      average: 1.5,
      median: 1.5,
      distribution: [
        { bucket: '1', count: 1 },
        { bucket: '2', count: 1 },
      ],
    });
    expect(metrics.sourceClicks).toMatchObject({
      totalSources: 4,
      clickedSources: 1,
      clickedPercentage: 25,
      avgClicksPerConversation: 0.5,
    });
    expect(metrics.sourceClicks.perType.find((row) => row.type === 'LAW')).toEqual({
      type: 'LAW',
      total: 3,
      clicked: 1,
    });
  });

  it('follows the interval rules and the given range', async () => {
    const week = metricsSchema.parse(
      (
        await get('/api/metrics?startDate=2025-02-22T12:00:00Z&endDate=2025-03-01T12:00:00Z')
      ).json(),
    );
    expect(week.interval).toBe('hour');
    expect(week.userActivity.legacyActivity).toEqual([
      { bucket: '2025-02-28T12:00Z', count: 1 },
      { bucket: '2025-02-28T13:00Z', count: 1 },
    ]);
    expect(week.topics).toEqual([
      { topic: 'rent-increase', count: 2 },
      { topic: 'repairs', count: 1 },
    ]);
    const all = metricsSchema.parse(
      (await get('/api/metrics?startDate=2020-01-01&endDate=2025-03-01')).json(),
    );
    expect(all.interval).toBe('month');
    expect(all.userActivity.legacyActivity).toEqual([{ bucket: '2025-02', count: 2 }]);
    const empty = metricsSchema.parse(
      (await get('/api/metrics?startDate=2024-01-01&endDate=2024-01-02')).json(),
    );
    expect(empty.userActivity.averageSessionDuration).toBeNull();
    expect(empty.responseTimes.backend.p95).toBeNull();
  });

  it('refuses bad or reversed dates with 400', async () => {
    expect((await get('/api/metrics?startDate=yesterday')).statusCode).toBe(400);
    expect((await get('/api/metrics?startDate=2025-03-01&endDate=2025-02-01')).statusCode).toBe(
      400,
    );
  });
});

import { TRACKING_BATCH_MAX_EVENTS } from '@lexlogis/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTimings, trackingEvents } from '../../db/schema-metrics';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

const event = (overrides: Record<string, unknown> = {}) => ({
  category: 'chat',
  action: 'question',
  label: 'Can my landlord raise the rent?',
  sessionId: 's-1',
  deviceInfo: { deviceType: 'desktop', browser: 'Firefox' },
  timestamp: '2025-03-01T11:59:00.000Z',
  ...overrides,
});

describe('POST /api/tracking/batch', () => {
  let testApp: TestApp;
  let member: SignedInUser;
  let other: SignedInUser;
  const post = (
    payload: unknown,
    headers: Record<string, string> = member.headers,
    url = '/api/tracking/batch',
  ) => testApp.app.inject({ method: 'POST', url, headers, payload: payload as object });

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await createSignedInUser(testApp, { email: 'track@example.com' });
    other = await createSignedInUser(testApp, { email: 'other@example.com' });
  });
  afterAll(() => testApp.close());

  it('stores nothing without an access token', async () => {
    const response = await post({ events: [event()] }, {});
    expect(response.statusCode).toBe(401);
    expect(await testApp.database.db.select().from(trackingEvents)).toEqual([]);
  });

  it("stores a batch for the session's user, never the body's, with labels cut", async () => {
    const response = await post({
      events: [
        event({ userId: other.user.id, label: 'q'.repeat(150) }),
        event({
          category: 'error',
          action: 'api',
          label: 'e'.repeat(200),
          dimensions: { token: 'x', lang: 'fr' },
        }),
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await testApp.database.db.select().from(trackingEvents).orderBy(trackingEvents.id);
    expect(rows.map((row) => row.userId)).toEqual([member.user.id, member.user.id]);
    expect(rows[0]?.label).toHaveLength(100);
    expect(rows[1]?.label).toHaveLength(200);
    expect(rows[1]?.dimensions).toEqual({ lang: 'fr' });
    expect(rows[0]).toMatchObject({ deviceType: 'desktop', browser: 'Firefox', sessionId: 's-1' });
  });

  it('rejects unknown fields in the batch, an event or its device info', async () => {
    for (const payload of [
      { events: [event()], extra: 1 },
      { events: [event({ password: 'secret' })] },
      { events: [event({ deviceInfo: { cookie: 'x' } })] },
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 413 to a batch over the event limit or the byte limit', async () => {
    const tooMany = Array.from({ length: TRACKING_BATCH_MAX_EVENTS + 1 }, () => event());
    expect((await post({ events: tooMany })).statusCode).toBe(413);
    const huge = { events: [event({ label: 'x'.repeat(300_000) })] };
    expect((await post(huge)).statusCode).toBe(413);
  });

  it('accepts the token in the body of a sendBeacon flush, and the /metrics/events fallback', async () => {
    const beacon = await post({ accessToken: member.tokens.accessToken, events: [event()] }, {});
    expect(beacon.statusCode).toBe(202);
    const fallback = await post({ events: [event()] }, member.headers, '/api/metrics/events');
    expect(fallback.statusCode).toBe(202);
    const forged = await post({ accessToken: 'not-a-token', events: [event()] }, {});
    expect(forged.statusCode).toBe(401);
  });

  it('records the duration and status of API requests in the background', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/users', headers: member.headers });
    await testApp.app.inject({ method: 'GET', url: '/api/users' });
    await testApp.app.close();
    const rows = await testApp.database.db.select().from(requestTimings);
    const users = rows.filter((row) => row.route === '/api/users');
    expect(users.map((row) => row.statusCode).sort()).toEqual([200, 401]);
    expect(users.every((row) => row.durationMs >= 0)).toBe(true);
    expect(users.every((row) => row.method === 'GET')).toBe(true);
    expect(users.every((row) => Number.isFinite(row.at.getTime()))).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/signed-in-user';
import { createTestApp, type TestApp } from '../test/test-app';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/**
 * Issue 16 §4: the PostgreSQL server restarts under a running app. While it is away the app says
 * so (503, db: down) instead of crashing; once it is back the same process serves again, with no
 * restart of ours.
 */
describe('PostgreSQL restarted mid-run', () => {
  let postgres: ThrowawayPostgres | null = null;
  let database: DatabaseHandle | undefined;
  let testApp: TestApp | undefined;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    if (!postgres) return;
    database = await openDatabase({ databaseUrl: postgres.url });
    await migrateDatabase(database);
    testApp = await createTestApp({ database, seed: true });
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
    postgres?.stop();
  });

  it('answers 503 db: down while the server is away, then serves again', async (context) => {
    if (!testApp || !postgres) return context.skip();
    const user = await createSignedInUser(testApp, { email: 'restart@example.com' });
    // The conversation list is read from the database on every call (flags and sessions are
    // cached in process, issue 16 §7).
    const readList = () =>
      testApp!.app.inject({ method: 'GET', url: '/api/advices/list', headers: user.headers });
    const health = () => testApp!.app.inject({ method: 'GET', url: '/healthz' });
    expect((await readList()).statusCode).toBe(200);

    postgres.pause();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'degraded', db: 'down' });
    const refused = await readList();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBeDefined();

    postgres.resume();
    const deadline = Date.now() + 15_000;
    while ((await health()).statusCode !== 200 && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, 200));
    }
    expect((await health()).json()).toEqual({ status: 'ok', db: 'ok' });
    const served = await readList();
    expect(served.statusCode).toBe(200);
  }, 120_000);
});

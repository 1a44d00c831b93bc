import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOutboxDir } from './outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('development outbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists messages newest first, filtered by recipient', async () => {
    const send = (email: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/idp/sign-up',
        payload: { email, password: 'password-123', name: 'Outbox' },
      });
    await send('one@example.com');
    await send('two@example.com');
    await testApp.app.inject({
      method: 'POST',
      url: '/idp/resend-code',
      payload: { email: 'one@example.com' },
    });
    const all = (await testApp.app.inject({ url: '/dev/outbox' })).json().messages;
    expect(all.map((message: { to: string }) => message.to)).toEqual([
      'one@example.com',
      'two@example.com',
      'one@example.com',
    ]);
    const mine = (await testApp.app.inject({ url: '/dev/outbox?to=ONE@example.com' })).json();
    expect(mine.messages).toHaveLength(2);
    expect(mine.messages[0]).toMatchObject({ to: 'one@example.com', code: expect.any(String) });
    expect(Object.keys(mine.messages[0]).sort()).toEqual(
      ['code', 'id', 'sentAt', 'subject', 'text', 'to'].sort(),
    );
  });

  it('skips a file that is not whole JSON instead of failing the list', async () => {
    const dir = getOutboxDir(testApp.env.DATA_DIR);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, '999999999999999-000000-torn.json'), '{"id": "torn", "to": "one@');
    const response = await testApp.app.inject({ url: '/dev/outbox?to=one@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages).toHaveLength(2);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ url: '/dev/outbox?to=one@example.com' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSmtpMailer } from './mailer';

type Received = { to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtpServer(received: Received[], port = 0): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const stopSmtpServer = (server: SMTPServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

describe('email through a real SMTP server', () => {
  const received: Received[] = [];
  let port: number;
  let testApp: TestApp;

  beforeAll(async () => {
    // Reserve a port, then stop the server: the mail server starts "down".
    const probe = await startSmtpServer(received);
    port = (probe.server.address() as AddressInfo).port;
    await stopSmtpServer(probe);
    testApp = await createTestApp({
      mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'LexLogis <no-reply@lexlogis.test>'),
    });
  });
  afterAll(() => testApp.close());

  it('keeps the sign-up when mail is down, and resend delivers once it is back', async () => {
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/idp/sign-up',
      payload: { email: 'mia@example.com', password: TEST_PASSWORD, name: 'Mia', language: 'en' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toMatchObject({
      userConfirmed: false,
      codeDelivery: { status: 'FAILED' },
    });
    const down = await testApp.app.inject({
      method: 'POST',
      url: '/idp/resend-code',
      payload: { email: 'mia@example.com' },
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toEqual({
      code: 'CodeDeliveryFailureException',
      message: 'Failed to deliver confirmation code',
    });

    const server = await startSmtpServer(received, port);
    try {
      const resend = await testApp.app.inject({
        method: 'POST',
        url: '/idp/resend-code',
        payload: { email: 'mia@example.com' },
      });
      expect(resend.statusCode).toBe(200);
      expect(resend.json().codeDelivery.status).toBe('SENT');
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['mia@example.com']);
      const raw = received[0]?.raw ?? '';
      expect(raw).toContain('Subject: Your LexLogis confirmation code');
      const code = /^(\d{6})\r?$/m.exec(raw)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const confirm = await testApp.app.inject({
        method: 'POST',
        url: '/idp/confirm-sign-up',
        payload: { email: 'mia@example.com', code },
      });
      expect(confirm.statusCode).toBe(200);
    } finally {
      await stopSmtpServer(server);
    }
  });
});

import nodemailer from 'nodemailer';
import type { Env } from '../../env';
import { createOutboxMailer } from './outbox';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one-time code the message carries, kept apart so the dev outbox can show it. */
  code?: string;
};

/** Sends one message or throws; callers decide what a failed delivery means. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Short timeouts: a request waiting on a dead mail server must not hang for minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/** Production without SMTP_URL cannot deliver: sign-ups answer codeDelivery FAILED. */
const undeliverableMailer: Mailer = {
  send: () => Promise.reject(new Error('No mail server is configured (SMTP_URL)')),
};

export function createMailerFromEnv(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV' | 'DATA_DIR'>,
): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  if (env.NODE_ENV !== 'production') return createOutboxMailer(env.DATA_DIR);
  return undeliverableMailer;
}

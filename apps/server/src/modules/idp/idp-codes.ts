import { CONFIRMATION_CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS } from '@lexlogis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { buildCodeEmail } from '../email/email-templates';
import type { Mailer } from '../email/mailer';
import type { CodePurpose, IdpUserRow } from './idp.repository';
import { addSeconds, generateCode, hashCode, pickLanguage, safeEqual } from './idp-helpers';
import type { IdpStore } from './idp-store';

/** At most this many codes of one purpose per account per hour; then LimitExceededException. */
export const MAX_CODES_PER_HOUR = 5;

export type CodeDeps = {
  store: IdpStore;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** 24 h in production; env.IDP_CODE_TTL_SECONDS lets e2e tests see a code expire. */
  ttlSeconds?: number;
};

export function createCodeIssuer({
  store,
  mailer,
  clock,
  log,
  ttlSeconds = CONFIRMATION_CODE_TTL_SECONDS,
}: CodeDeps) {
  return {
    /** Stores a fresh code (replacing the live one) and returns it in clear, for the email only. */
    async issueCode(user: IdpUserRow, purpose: CodePurpose): Promise<string> {
      const now = clock.now();
      const recent = await store.accounts.countCodesSince(
        user.sub,
        purpose,
        addSeconds(now, -3600),
      );
      if (recent >= MAX_CODES_PER_HOUR) throw new AppError('LimitExceededException');
      const code = generateCode();
      await store.transaction((tx) =>
        tx.accounts.replaceCode({
          userSub: user.sub,
          purpose,
          codeHash: hashCode(user.sub, code),
          expiresAt: addSeconds(now, ttlSeconds),
          now,
        }),
      );
      return code;
    },

    /** True when the mail server took the message; failures are logged without the code. */
    async deliverCode(
      user: IdpUserRow,
      purpose: CodePurpose,
      code: string,
      language?: string,
    ): Promise<boolean> {
      const message = buildCodeEmail({
        purpose,
        language: pickLanguage(language, user.locale),
        to: user.email,
        name: user.name,
        code,
      });
      try {
        await mailer.send(message);
        return true;
      } catch (error) {
        log.warn(
          { purpose, reason: error instanceof Error ? error.message : 'unknown' },
          'code email could not be delivered',
        );
        return false;
      }
    },

    /**
     * Spends one try of the live code. Expired, missing or spent codes are ExpiredCodeException
     * (the user needs a new code); a wrong code is CodeMismatchException, and the fifth wrong
     * one invalidates the code. The matching code is consumed.
     */
    async checkCode(user: IdpUserRow, purpose: CodePurpose, code: string): Promise<void> {
      const now = clock.now();
      const live = await store.accounts.findLiveCode(user.sub, purpose);
      if (!live || live.expiresAt.getTime() <= now.getTime()) {
        throw new AppError('ExpiredCodeException');
      }
      const attempts = await store.accounts.reserveCodeAttempt(live.id, MAX_CODE_ATTEMPTS);
      if (attempts === undefined) throw new AppError('ExpiredCodeException');
      if (!safeEqual(live.codeHash, hashCode(user.sub, code.trim()))) {
        if (attempts >= MAX_CODE_ATTEMPTS) await store.accounts.invalidateCode(live.id, now);
        throw new AppError('CodeMismatchException');
      }
      await store.accounts.invalidateCode(live.id, now);
    },
  };
}
export type CodeIssuer = ReturnType<typeof createCodeIssuer>;

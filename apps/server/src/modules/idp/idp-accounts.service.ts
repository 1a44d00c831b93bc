import type { CodeDelivery, SignUpRequest, SignUpResponse } from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { IdpUserRow } from './idp.repository';
import type { CodeIssuer } from './idp-codes';
import { buildCodeDelivery, normalizeEmail } from './idp-helpers';
import type { PasswordHasher } from './idp-passwords';
import type { IdpStore } from './idp-store';

export type IdpAccountsDeps = {
  store: IdpStore;
  codes: CodeIssuer;
  passwords: PasswordHasher;
  clock: Clock;
};

/** Postgres unique violation: two sign-ups for one email raced; the loser sees the account. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  return (error as { code?: string } | undefined)?.code === '23505' || cause?.code === '23505';
}

/** Sign-up, confirmation and password reset: everything that goes through an emailed code. */
export function createIdpAccountsService({ store, codes, passwords, clock }: IdpAccountsDeps) {
  async function findUserOrThrow(email: string): Promise<IdpUserRow> {
    const user = await store.accounts.findUserByEmail(normalizeEmail(email));
    if (!user) throw new AppError('UserNotFoundException');
    return user;
  }

  async function sendCode(
    user: IdpUserRow,
    purpose: 'confirm' | 'reset',
    language?: string,
  ): Promise<CodeDelivery> {
    const code = await codes.issueCode(user, purpose);
    const delivered = await codes.deliverCode(user, purpose, code, language);
    return buildCodeDelivery(user.email, delivered ? 'SENT' : 'FAILED');
  }

  /** Resend and reset have nothing to keep when delivery fails, so they report it as an error. */
  async function sendCodeOrThrow(user: IdpUserRow, purpose: 'confirm' | 'reset') {
    const codeDelivery = await sendCode(user, purpose);
    if (codeDelivery.status === 'FAILED') throw new AppError('CodeDeliveryFailureException');
    return { codeDelivery };
  }

  return {
    /**
     * An unconfirmed account signing up again gets a new code but keeps its first password:
     * letting a second sign-up replace it would let anyone who knows the address choose the
     * password of the account its owner is about to confirm.
     */
    async signUp(input: SignUpRequest): Promise<SignUpResponse> {
      const email = normalizeEmail(input.email);
      const existing = await store.accounts.findUserByEmail(email);
      if (existing?.status === 'CONFIRMED') throw new AppError('UsernameExistsException');
      if (existing) {
        const codeDelivery = await sendCode(existing, 'confirm', input.language);
        return { userSub: existing.sub, userConfirmed: false, codeResent: true, codeDelivery };
      }
      const now = clock.now();
      let user: IdpUserRow;
      try {
        user = await store.accounts.insertUser({
          email,
          name: input.name.trim(),
          passwordHash: await passwords.hashPassword(input.password),
          status: 'UNCONFIRMED',
          locale: input.language ?? null,
          provider: 'local',
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('UsernameExistsException');
        throw error;
      }
      // The account is kept even when the email fails: resend-code works once mail is back.
      const codeDelivery = await sendCode(user, 'confirm', input.language);
      return { userSub: user.sub, userConfirmed: false, codeResent: false, codeDelivery };
    },

    /** Confirming an already confirmed account is a no-op, so a double submit is harmless. */
    async confirmSignUp(email: string, code: string): Promise<{ ok: true }> {
      const user = await findUserOrThrow(email);
      if (user.status === 'CONFIRMED') return { ok: true };
      await codes.checkCode(user, 'confirm', code);
      await store.accounts.updateUser(user.sub, {
        status: 'CONFIRMED',
        emailVerified: true,
        updatedAt: clock.now(),
      });
      return { ok: true };
    },

    async resendCode(email: string): Promise<{ codeDelivery: CodeDelivery }> {
      const user = await findUserOrThrow(email);
      if (user.status === 'CONFIRMED') {
        throw new AppError('InvalidParameterException', 'User is already confirmed');
      }
      return sendCodeOrThrow(user, 'confirm');
    },

    async forgotPassword(email: string): Promise<{ codeDelivery: CodeDelivery }> {
      return sendCodeOrThrow(await findUserOrThrow(email), 'reset');
    },

    /**
     * The code proves the address, so an unconfirmed account becomes confirmed; every session
     * ends because whoever held the old password may hold them.
     */
    async confirmForgotPassword(
      email: string,
      code: string,
      newPassword: string,
    ): Promise<{ ok: true }> {
      const user = await findUserOrThrow(email);
      await codes.checkCode(user, 'reset', code);
      const passwordHash = await passwords.hashPassword(newPassword);
      const now = clock.now();
      await store.transaction(async (tx) => {
        await tx.accounts.updateUser(user.sub, {
          passwordHash,
          status: 'CONFIRMED',
          emailVerified: true,
          updatedAt: now,
        });
        await tx.sessions.revokeUserTokens(user.sub, now);
      });
      return { ok: true };
    },
  };
}
export type IdpAccountsService = ReturnType<typeof createIdpAccountsService>;

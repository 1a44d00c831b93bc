import type { CodeDelivery } from '@lexlogis/contracts';
import { markSignInFailed, markUnconfirmed, startSession } from '@/lib/auth-session-actions';
import { signIn } from './identity-provider';

export type PasswordSignInResult =
  { status: 'CONFIRMED' } | { status: 'UNCONFIRMED'; delivery: CodeDelivery | undefined };

/**
 * Identity-provider sign-in, then the product session (spec 02 §4): CONFIRMED with tokens, or
 * UNCONFIRMED (a status, not an error) when the email still needs its code. Failures leave the
 * session SIGNED_OUT and reject with the provider's or the product's error.
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<PasswordSignInResult> {
  try {
    const answer = await signIn({ email, password });
    if (answer.status === 'UNCONFIRMED') {
      markUnconfirmed(email);
      return { status: 'UNCONFIRMED', delivery: answer.codeDelivery };
    }
    await startSession(answer.tokens);
    return { status: 'CONFIRMED' };
  } catch (error) {
    markSignInFailed();
    throw error;
  }
}

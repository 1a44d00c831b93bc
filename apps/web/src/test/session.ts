import type { User } from '@lexlogis/contracts';
import { adoptTokens, setAuthSession } from '@/lib/auth-session';
import type { SessionUser } from '@/lib/session-user';

/** A unsigned JWT-shaped token whose payload the client can read (the server verifies it). */
export function makeIdToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A complete account (the profile dialog stays closed) for the test user. */
export function makeAccount(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'camille@example.com',
    role: 'user',
    name: 'Camille Tremblay',
    city: 'Montréal',
    language: 'en',
    ageGroup: '26-35',
    acceptedPolicies: true,
    isAdmin: false,
    isSubscribed: false,
    hasFilledQuestionnaire: false,
    status: 'CONFIRMED',
    picture: null,
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lastLogin: null,
    isLawyer: overrides.role === 'lawyer',
    ...overrides,
  };
}

export function accountFromSessionUser(user: SessionUser, overrides: Partial<User> = {}): User {
  return makeAccount({
    id: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    role: user.role,
    isAdmin: user.isAdmin,
    isLawyer: user.role === 'lawyer',
    ...overrides,
  });
}

/** Puts the app in a CONFIRMED session with this account, as a finished sign-in would. */
export function signInForTest(account: User = makeAccount(), expiresInMs = 3_600_000): void {
  adoptTokens({
    accessToken: 'test-access-token',
    idToken: makeIdToken({ sub: account.id, email: account.email, name: account.name }),
    refreshToken: 'test-refresh-token',
    expiresAt: Date.now() + expiresInMs,
  });
  setAuthSession({
    status: 'CONFIRMED',
    account,
    isRestoring: false,
    pendingEmail: null,
    endedBy: null,
  });
}

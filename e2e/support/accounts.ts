import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail } from './demo';
import { waitForCode } from './outbox';

export type ApiAccount = {
  email: string;
  id: string;
  accessToken: string;
  headers: { authorization: string };
};

type NewAccount = {
  /** Goes into the unique e-mail address, so a failing run's accounts can be told apart. */
  label: string;
  name: string;
  language: 'en' | 'fr';
  /** The profile a new user completes before chatting; `false` leaves it incomplete. */
  profile?: { city: string; ageGroup: string } | false;
};

/**
 * A new user made the way a person makes one, through the real endpoints: sign-up, the code from
 * the e-mail, sign-in and (unless `profile` is false) the completed profile.
 */
export async function createApiAccount(
  request: APIRequestContext,
  { label, name, language, profile = { city: 'Montréal', ageGroup: '26-35' } }: NewAccount,
): Promise<ApiAccount> {
  const email = uniqueEmail(label);
  const signUp = await request.post('/idp/sign-up', {
    data: { email, password: DEMO_PASSWORD, name, language },
  });
  expect(signUp.ok()).toBe(true);
  const code = await waitForCode(request, email);
  expect((await request.post('/idp/confirm-sign-up', { data: { email, code } })).ok()).toBe(true);
  const { id, accessToken, headers } = await signInForApi(request, email);
  if (profile) {
    const saved = await request.patch(`/api/users/${id}`, {
      headers,
      data: { ...profile, language, acceptedPolicies: true, role: 'user' },
    });
    expect(saved.ok()).toBe(true);
  }
  return { email, id, accessToken, headers };
}

/** Signs in through the API and answers the account's id, access token and bearer headers. */
export async function signInForApi(request: APIRequestContext, email: string) {
  const signIn = await request.post('/idp/sign-in', { data: { email, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const { tokens } = (await signIn.json()) as { tokens: { accessToken: string } };
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const me = await request.get('/api/users', { headers });
  const { user } = (await me.json()) as { user: { id: string } };
  return { id: user.id, accessToken: tokens.accessToken, headers };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpUsers } from '../../db/schema-identity';
import { loginToApi, TEST_PASSWORD } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';

const CLIENT = { clientId: 'lexlogis-test', clientSecret: 'test-client-secret' };
const IDP_ISSUER = 'http://localhost:3999/idp';
const REDIRECT_URI = `${IDP_ISSUER}/oauth2/google/callback`;

type Account = { sub: string; email: string; email_verified: boolean; name: string };
const accounts: Record<string, Account> = {
  'google-ann': { sub: 'google-ann', email: 'ann@gmail.test', email_verified: true, name: 'Ann G' },
  'google-ben': { sub: 'google-ben', email: 'ben@gmail.test', email_verified: true, name: 'Ben G' },
};

/** A real OIDC provider (oidc-provider) on loopback, with its development login/consent pages. */
async function startOidcProvider(): Promise<{ server: Server; issuer: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    findAccount: (_ctx: unknown, id: string) =>
      accounts[id] ? { accountId: id, claims: () => accounts[id] } : undefined,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());
  return { server, issuer };
}

/** Drives the provider like a browser: follows redirects and submits its login and consent forms. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      url = next.href;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page (${response.status})`);
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt, login, password: 'anything' }).toString(),
    };
  }
  throw new Error('Too many steps at the provider');
}

describe('Google sign-in against a real OIDC provider', () => {
  let oidc: { server: Server; issuer: string };
  let testApp: TestApp;

  beforeAll(async () => {
    oidc = await startOidcProvider();
    testApp = await createTestApp({
      env: { IDP_ISSUER, GOOGLE: { ...CLIENT, issuer: oidc.issuer } },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise((resolve) => oidc.server.close(resolve));
  });

  async function runSignIn(login: string, redirect = '/chat') {
    const start = await testApp.app.inject({
      url: `/idp/oauth2/google/authorize?redirect=${encodeURIComponent(redirect)}`,
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(oidc.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    expect(String(start.headers['set-cookie'])).toContain('HttpOnly');
    const callback = await signInAtProvider(authorize.href, login);
    const finish = await testApp.app.inject({
      url: `${callback.pathname.replace(/^.*\/idp/, '/idp')}${callback.search}`,
      headers: { cookie },
    });
    expect(finish.statusCode).toBe(302);
    return String(finish.headers.location);
  }

  it('says Google is available', async () => {
    expect((await testApp.app.inject({ url: '/idp/providers' })).json()).toEqual({ google: true });
  });

  it('creates a confirmed Google account and hands our tokens over in the fragment', async () => {
    const location = await runSignIn('google-ann');
    expect(location).toMatch(/^\/auth\/login#/);
    const fragment = new URLSearchParams(location.slice(location.indexOf('#') + 1));
    expect(fragment.get('provider')).toBe('google');
    expect(fragment.get('redirect')).toBe('/chat');
    expect(fragment.get('expires_in')).toBe('3600');
    const idToken = fragment.get('id_token')!;
    expect(decodeJwt(idToken)).toMatchObject({ email: 'ann@gmail.test', name: 'Ann G' });
    const user = await loginToApi(
      testApp,
      {
        accessToken: fragment.get('access_token')!,
        idToken,
        refreshToken: fragment.get('refresh_token')!,
        expiresIn: 3600,
      },
      'ann@gmail.test',
    );
    expect(user).toMatchObject({
      email: 'ann@gmail.test',
      status: 'CONFIRMED',
      emailVerified: true,
    });
    const [row] = await testApp.database.db
      .select()
      .from(idpUsers)
      .where(eq(idpUsers.email, 'ann@gmail.test'));
    expect(row).toMatchObject({ provider: 'google', googleSub: 'google-ann', passwordHash: null });
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/idp/refresh',
      payload: { refreshToken: fragment.get('refresh_token') },
    });
    expect(refresh.statusCode).toBe(200);
    // Signing in again finds the same account.
    const again = await runSignIn('google-ann');
    const sub = decodeJwt(new URLSearchParams(again.split('#')[1]).get('id_token')!).sub;
    expect(sub).toBe(row?.sub);
  });

  it('links an unconfirmed local account by email and drops its unproven password', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/idp/sign-up',
      payload: { email: 'ben@gmail.test', password: TEST_PASSWORD, name: 'Ben' },
    });
    const location = await runSignIn('google-ben', '//evil.example.com');
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('redirect')).toBe('/');
    const [row] = await testApp.database.db
      .select()
      .from(idpUsers)
      .where(eq(idpUsers.email, 'ben@gmail.test'));
    expect(row).toMatchObject({ status: 'CONFIRMED', googleSub: 'google-ben', passwordHash: null });
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/idp/sign-in',
      payload: { email: 'ben@gmail.test', password: TEST_PASSWORD },
    });
    expect(signIn.json().error.code).toBe('NotAuthorizedException');
  });

  it('sends failures to /auth/error', async () => {
    const denied = await testApp.app.inject({
      url: '/idp/oauth2/google/callback?error=access_denied&state=x',
    });
    expect(denied.headers.location).toBe('/auth/error?code=access_denied');
    const noCookie = await testApp.app.inject({
      url: '/idp/oauth2/google/callback?code=abc&state=xyz',
    });
    expect(noCookie.headers.location).toBe('/auth/error?code=invalid_state');
    const start = await testApp.app.inject({ url: '/idp/oauth2/google/authorize' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const wrongState = await testApp.app.inject({
      url: '/idp/oauth2/google/callback?code=abc&state=not-the-state',
      headers: { cookie },
    });
    expect(wrongState.headers.location).toBe('/auth/error?code=invalid_state');
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const badCode = await testApp.app.inject({
      url: `/idp/oauth2/google/callback?code=forged&state=${state}`,
      headers: { cookie },
    });
    expect(badCode.headers.location).toBe('/auth/error?code=token_exchange');
  });
});

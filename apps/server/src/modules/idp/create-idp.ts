import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Mailer } from '../email/mailer';
import { createIdpAccountsService } from './idp-accounts.service';
import { createCodeIssuer } from './idp-codes';
import { createGoogleService } from './idp-google.service';
import { loadSigningKey } from './idp-keys';
import { createPasswordHasher } from './idp-passwords';
import { createIdpSessionsService } from './idp-sessions.service';
import { createIdpStore } from './idp-store';
import { createIdpTokens } from './idp-tokens';

export type IdpDeps = {
  env: Env;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

/** Wires the embedded identity provider: keys, storage, codes, accounts and sessions. */
export async function createIdp({ env, db, clock, mailer, log }: IdpDeps) {
  const store = createIdpStore(db);
  const passwords = createPasswordHasher(env.NODE_ENV);
  const key = await loadSigningKey(env);
  const tokens = createIdpTokens({ key, issuer: env.IDP_ISSUER, clock });
  const codes = createCodeIssuer({
    store,
    mailer,
    clock,
    log,
    ttlSeconds: env.IDP_CODE_TTL_SECONDS,
  });
  const sessions = createIdpSessionsService({ store, tokens, passwords, clock });
  const google = env.GOOGLE
    ? createGoogleService({
        config: env.GOOGLE,
        redirectUri: `${env.IDP_ISSUER}/oauth2/google/callback`,
        key,
        store,
        clock,
      })
    : undefined;
  return {
    store,
    google,
    tokens,
    passwords,
    accounts: createIdpAccountsService({ store, codes, passwords, clock }),
    sessions,
  };
}
export type Idp = Awaited<ReturnType<typeof createIdp>>;

import type { User } from '@lexlogis/contracts';
import { decodeJwt } from 'jose';
import { CHANGES_CHANNEL, type ChangeFeed } from '../../db/change-feed';
import type { Clock } from '../../lib/clock';
import { createInvalidatedCache } from '../../lib/invalidated-cache';
import type { AccessTokenClaims } from '../idp/idp-tokens';

/** Enough for every session active on one instance; the oldest entries go first. */
const MAX_ENTRIES = 20_000;

export type SessionCacheDeps = {
  feed: ChangeFeed;
  clock: Clock;
  /** Signature, issuer, audience and expiry; no database. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
  /** When the unrevoked session family ends; undefined once it is revoked. */
  findActiveFamilyEnd(familyId: string): Promise<Date | undefined>;
  findUserByProviderId(providerId: string): Promise<User | undefined>;
};

/**
 * Fast session checks (issue 16 part 7): what every request re-read (the token's signature,
 * its session family, the user) is kept in process. The triggers of migration 0014 announce
 * every change to users, identities and refresh tokens, whatever wrote it, and the entry is
 * dropped; while the change feed is down nothing is served from here, so a sign-out or a
 * suspension is never missed.
 */
export function createSessionCache(deps: SessionCacheDeps) {
  const { feed, clock } = deps;
  const isLive = () => feed.isLive();
  const tokens = createInvalidatedCache<{ claims: AccessTokenClaims; expiresAtMs: number }>({
    maxEntries: MAX_ENTRIES,
    isLive: () => true,
  });
  // Revocation stays immediate (issue 16 part 7): before a cached family or user is served,
  // every change committed before this request, by any process, has reached this one. One
  // barrier per request is enough: it starts after the request arrived, so a read after it in
  // the same request needs no second round trip.
  const settle = () => feed.barrier();
  const families = createInvalidatedCache<{ endsAtMs: number }>({
    maxEntries: MAX_ENTRIES,
    isLive,
  });
  const users = createInvalidatedCache<User>({ maxEntries: MAX_ENTRIES, isLive });

  feed.subscribe(CHANGES_CHANNEL, (payload) => {
    const separator = payload.indexOf(':');
    const table = payload.slice(0, separator);
    const key = payload.slice(separator + 1);
    if (table === 'idp_refresh_tokens') families.invalidate(key);
    else if (table === 'users' || table === 'idp_users') users.invalidate(key);
  });
  feed.onReset(() => {
    families.clear();
    users.clear();
  });

  /** A token that verified once verifies again until it expires: only the signature is kept. */
  async function verifyToken(token: string): Promise<AccessTokenClaims> {
    const now = clock.now().getTime();
    const cached = tokens.get(token);
    if (cached && cached.expiresAtMs > now) return cached.claims;
    const claims = await deps.verifyAccessToken(token);
    const { exp } = decodeJwt(token);
    if (typeof exp === 'number') {
      await tokens.getOrLoad(token, () => Promise.resolve({ claims, expiresAtMs: exp * 1000 }));
    }
    return claims;
  }

  /** isFamilyActive once this request's barrier has passed. */
  async function isSettledFamilyActive(familyId: string): Promise<boolean> {
    const family = await families.getOrLoad(familyId, async () => {
      const endsAt = await deps.findActiveFamilyEnd(familyId);
      return { endsAtMs: endsAt?.getTime() ?? 0 };
    });
    return family !== undefined && family.endsAtMs > clock.now().getTime();
  }

  const loadUser = (providerId: string) =>
    users.getOrLoad(providerId, () => deps.findUserByProviderId(providerId));

  return {
    /** verifyActiveAccessToken of the identity provider, with its reads cached. */
    async verifyActiveAccessToken(token: string): Promise<AccessTokenClaims> {
      const claims = await verifyToken(token);
      await settle();
      if (claims.sid && !(await isSettledFamilyActive(claims.sid))) {
        throw new Error('The session of this access token has ended');
      }
      return claims;
    },

    /** Whether the sign-in (refresh-token family) is neither revoked nor past its end. */
    async isFamilyActive(familyId: string): Promise<boolean> {
      await settle();
      return isSettledFamilyActive(familyId);
    },

    /** The user, once every change committed before this call has reached this instance. */
    async findUserByProviderId(providerId: string): Promise<User | undefined> {
      await settle();
      return loadUser(providerId);
    },

    /**
     * The user of claims that verifyActiveAccessToken has just returned in the same request:
     * that call's barrier already covers this read (the session guard's second read).
     */
    findVerifiedUser: loadUser,
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

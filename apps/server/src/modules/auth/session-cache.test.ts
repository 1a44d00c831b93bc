import type { User } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../../db/change-feed';
import { createFixedClock } from '../../test/test-app';
import { createSessionCache } from './session-cache';

/** A feed the test drives: what the triggers of migration 0014 would announce. */
function createManualFeed() {
  const listeners = new Set<(payload: string) => void>();
  const resets = new Set<() => void>();
  let live = true;
  const events: string[] = [];
  const feed: ChangeFeed = {
    subscribe: (_channel, listener) => (listeners.add(listener), () => listeners.delete(listener)),
    onReset: (listener) => (resets.add(listener), () => resets.delete(listener)),
    isLive: () => live,
    notify: async () => undefined,
    sync: async () => undefined,
    settle: async () => undefined,
    barrier: async () => void events.push('barrier'),
    close: async () => undefined,
  };
  return {
    feed,
    announce: (payload: string) => listeners.forEach((listener) => listener(payload)),
    setLive: (value: boolean) => (live = value),
    events,
  };
}

const USER = { id: 'u1', status: 'CONFIRMED' } as unknown as User;
const FAR = new Date('2030-01-01T00:00:00Z');

function setUp() {
  const manual = createManualFeed();
  const reads = { families: 0, users: 0 };
  let familyEnd: Date | undefined = FAR;
  let onFamilyRead: () => void = () => undefined;
  const cache = createSessionCache({
    feed: manual.feed,
    clock: createFixedClock(),
    verifyAccessToken: async () => ({
      sub: 'sub-1',
      email: 'a@b.c',
      token_use: 'access',
      sid: 'f1',
    }),
    findActiveFamilyEnd: async () => {
      reads.families += 1;
      manual.events.push('family');
      const end = familyEnd;
      onFamilyRead();
      return end;
    },
    findUserByProviderId: async () => {
      reads.users += 1;
      manual.events.push('user');
      return USER;
    },
  });
  return {
    cache,
    reads,
    manual,
    revoke: () => (familyEnd = undefined),
    duringFamilyRead: (action: () => void) => (onFamilyRead = action),
  };
}

// An unsigned token with an exp claim: decodeJwt only reads it (verification is faked above).
const TOKEN = `e30.${Buffer.from(JSON.stringify({ exp: FAR.getTime() / 1000 })).toString('base64url')}.sig`;

describe('session cache', () => {
  it('reads the family and the user once, until a change is announced', async () => {
    const { cache, reads, manual, revoke } = setUp();
    for (let index = 0; index < 3; index += 1) {
      await cache.verifyActiveAccessToken(TOKEN);
      await cache.findVerifiedUser('sub-1');
    }
    expect(reads).toEqual({ families: 1, users: 1 });

    revoke();
    manual.announce('idp_refresh_tokens:f1');
    await expect(cache.verifyActiveAccessToken(TOKEN)).rejects.toThrow(/ended/);
    manual.announce('users:sub-1');
    await cache.findVerifiedUser('sub-1');
    expect(reads).toEqual({ families: 2, users: 2 });
  });

  it('does not keep a value read while a change was announced', async () => {
    const { cache, reads, manual, revoke, duringFamilyRead } = setUp();
    // The sign-out commits (and is announced) while the first check is reading the family.
    duringFamilyRead(() => {
      revoke();
      manual.announce('idp_refresh_tokens:f1');
      duringFamilyRead(() => undefined);
    });
    await cache.verifyActiveAccessToken(TOKEN);
    await expect(cache.verifyActiveAccessToken(TOKEN)).rejects.toThrow(/ended/);
    expect(reads.families).toBe(2);
  });

  it('serves nothing from memory while the feed is down', async () => {
    const { cache, reads, manual } = setUp();
    manual.setLive(false);
    await cache.verifyActiveAccessToken(TOKEN);
    await cache.verifyActiveAccessToken(TOKEN);
    expect(reads.families).toBe(2);
  });

  it('waits for one change-feed round trip per signed-in request, before the first read', async () => {
    const { cache, manual } = setUp();
    await cache.verifyActiveAccessToken(TOKEN);
    await cache.findVerifiedUser('sub-1');
    expect(manual.events).toEqual(['barrier', 'family', 'user']);

    manual.events.length = 0;
    await cache.verifyActiveAccessToken(TOKEN);
    await cache.findVerifiedUser('sub-1');
    expect(manual.events).toEqual(['barrier']);

    manual.events.length = 0;
    await cache.isFamilyActive('f1');
    await cache.findUserByProviderId('sub-1');
    expect(manual.events).toEqual(['barrier', 'barrier']);
  });
});

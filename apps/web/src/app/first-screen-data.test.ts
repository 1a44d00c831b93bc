import { FIRST_SCREEN_DATA_ID } from '@lexlogis/contracts/helpers';
import { afterEach, describe, expect, it } from 'vitest';
import { writeStoredSession } from '@/lib/auth-storage';
import { makeAccount, makeIdToken } from '@/test/session';
import { readFirstScreenData } from './first-screen-data';

const account = makeAccount({ providerId: 'sub-1' });
const conversation = { id: 'c1', title: '</script> bail', advices: [] };

function writeDocument(data: unknown): void {
  // As the server writes it: JSON with `<` escaped.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
}

function storeSession(sub: string, expiresInMs = 3_600_000): void {
  writeStoredSession({
    accessToken: 'a',
    idToken: makeIdToken({ sub, email: account.email }),
    refreshToken: 'r',
    expiresAt: Date.now() + expiresInMs,
  });
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readFirstScreenData', () => {
  const here = { pathname: '/', search: '?chatId=c1' };

  it("reads the document's conversation and account for this page and this session", () => {
    writeDocument({ chatId: 'c1', conversation, account });
    storeSession('sub-1');
    expect(readFirstScreenData(document, here)).toEqual({ chatId: 'c1', conversation, account });
  });

  it('ignores a block for another conversation, page, account or an expiring token', () => {
    writeDocument({ chatId: 'c1', conversation, account });
    storeSession('sub-1');
    expect(readFirstScreenData(document, { pathname: '/', search: '?chatId=c2' })).toBeNull();
    expect(readFirstScreenData(document, { pathname: '/x', search: '?chatId=c1' })).toBeNull();
    storeSession('sub-2');
    expect(readFirstScreenData(document, here)).toBeNull();
    storeSession('sub-1', 30_000);
    expect(readFirstScreenData(document, here)).toBeNull();
    localStorage.clear();
    expect(readFirstScreenData(document, here)).toBeNull();
  });

  it('is null without a block or with a broken one', () => {
    storeSession('sub-1');
    expect(readFirstScreenData(document, here)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">{</script>`;
    expect(readFirstScreenData(document, here)).toBeNull();
  });
});

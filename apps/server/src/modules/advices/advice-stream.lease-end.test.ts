import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import { answerInNewChat, createChatTestApp } from '../../test/chat-requests';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';

/**
 * Through the chat routes, the Summary's first guide when a lease ends: a lease the dwelling
 * rules do not govern never opens with a dwelling guide (repossession), even when the asker says
 * the owner wants to "take it back"; a month-to-month tenant who is leaving reads art. 1946 and
 * the lease-term guide, not the landlord's repossession (art. 1960).
 */
async function summary(testApp: TestApp, user: SignedInUser, question: string, lang: 'en' | 'fr') {
  const text = await answerInNewChat(testApp, user, question, lang);
  return text.split(/\n## /)[0] ?? '';
}

describe('the first guide when a lease ends', () => {
  let testApp: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    testApp = await createChatTestApp({ corpusDir: REAL_CORPUS_DIR });
    user = await createSignedInUser(testApp, { email: 'lease-end@example.com' });
  });
  afterAll(() => testApp.close());

  it('opens a storage lease with the general rules, in English', async () => {
    const text = await summary(
      testApp,
      user,
      'I rent a storage unit in a warehouse for my furniture and the owner wants to take it back next month. Can he?',
      'en',
    );
    expect(text).not.toMatch(/art\. 19(5\d|6\d)\b|\(art\. 19(5\d|6\d)\)/);
    expect(text).not.toMatch(/TAL-\d{3}/);
    expect(text.split('\n\n')[1]).toMatch(/art\. 18(7\d|8\d)/);
  }, 60000);

  it('opens a storage lease with the general rules, in French', async () => {
    const text = await summary(
      testApp,
      user,
      "Je loue seulement un espace d'entreposage dans un entrepôt et le propriétaire veut le reprendre. Peut-il?",
      'fr',
    );
    expect(text).not.toMatch(/\(art\. 19(5\d|6\d)\)/);
    expect(text).not.toMatch(/TAL-\d{3}/);
    expect(text.split('\n\n')[1]).toMatch(/art\. 18(7\d|8\d)/);
  }, 60000);

  it('tells a month-to-month tenant who is leaving art. 1946 and its delay, not art. 1960', async () => {
    const text = await summary(
      testApp,
      user,
      "We rent month-to-month and we're moving to Gatineau in the spring. How far ahead do we tell the landlord?",
      'en',
    );
    expect(text).toContain('art. 1946');
    expect(text).toContain('at least one month and at most two months ahead');
    expect(text).toContain('TAL-807A');
    expect(text).not.toContain('art. 1960');
    expect(text).not.toContain('TAL-809A');
  }, 60000);

  it('does the same in French', async () => {
    const text = await summary(
      testApp,
      user,
      'Mon bail est sans date de fin et nous voulons déménager cet été. Quel préavis faut-il donner?',
      'fr',
    );
    expect(text).toContain('art. 1946');
    expect(text).toContain('au moins un mois et au plus deux mois');
    expect(text).not.toContain('art. 1960');
  }, 60000);

  it('keeps the repossession answer when the landlord ends a month-to-month lease', async () => {
    const text = await summary(
      testApp,
      user,
      'I pay month to month and the owner says he will repossess the unit for his mother. How much notice must he give?',
      'en',
    );
    expect(text).toContain('art. 1960');
  }, 60000);

  it('keeps a cause of leaving first for a month-to-month tenant (art. 1974.1)', async () => {
    const text = await summary(
      testApp,
      user,
      'My ex keeps threatening me at the apartment and I have to get out for my safety. My lease is month to month. How soon can I leave?',
      'en',
    );
    expect(text.split('\n\n')[1]).toContain('1974.1');
  }, 60000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import type { TestApp } from '../../test/test-app';
import { answerInNewChat, createChatTestApp } from '../../test/chat-requests';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';

/**
 * Through the chat routes: a lease of a thing that is not a dwelling, told by its words, gets no
 * form of the Tribunal administratif du logement; a dwelling's tenant with a storage locker in
 * the building still does. A garage leased alone is answered (arts. 1851–1891 govern it), with
 * none of the room guide's steps.
 */
async function answer(
  testApp: TestApp,
  user: SignedInUser,
  question: string,
  lang: 'en' | 'fr' = 'fr',
) {
  const text = await answerInNewChat(testApp, user, question, lang);
  if (process.env.SHOW_ANSWERS) console.log(text);
  return text;
}

function summaryOf(text: string): string {
  return text.split(/\n## /)[0] ?? '';
}

describe('the chat answer to a lease the dwelling rules do not govern', () => {
  let testApp: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    // The real corpus, as the evaluation answers from: its articles and the forms catalogue.
    testApp = await createChatTestApp({ corpusDir: REAL_CORPUS_DIR });
    user = await createSignedInUser(testApp, { email: 'storage@example.com' });
  });
  afterAll(() => testApp.close());

  it('names no TAL form for storage leased alone, and says the general rules apply', async () => {
    const text = await answer(
      testApp,
      user,
      "Je loue seulement un espace d'entreposage dans un entrepôt pour mes meubles. Le bail se renouvelle-t-il automatiquement?",
    );
    expect(text).not.toMatch(/TAL-\d{3}/);
    expect(summaryOf(text)).toContain('**Pas un logement.**');
    expect(summaryOf(text)).toContain('règles générales du louage');
  });

  it('keeps the dwelling answer for a tenant whose locker is in the building', async () => {
    const text = await answer(
      testApp,
      user,
      "Mon propriétaire veut augmenter le loyer de mon logement et reprendre le casier du sous-sol de l'immeuble. Je peux refuser?",
    );
    expect(summaryOf(text)).toMatch(/TAL-810A/);
    expect(text).not.toContain('Pas un logement');
    expect(text).not.toContain('règles générales du louage');
  });

  it('answers a garage leased alone with the general rules, no room step and no form', async () => {
    const text = await answer(
      testApp,
      user,
      'A man two doors down rents me his detached garage, where I keep my sailboat over the winter; he now wants it back within a week. How much notice must he give?',
      'en',
    );
    expect(summaryOf(text)).toContain('**Not a dwelling.**');
    expect(summaryOf(text)).toMatch(/art\. 1882/);
    expect(text).not.toMatch(/TAL-\d{3}/);
    expect(text).not.toMatch(/how many rooms/i);
  });
});

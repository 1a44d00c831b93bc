import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { selectGuideRules } from './select-rules';

/**
 * Triggers in the article's own terms and their everyday equivalents (issue 10, round 16): a
 * furnished sublet is 1978.4's furniture fees, a refused transfer is 1978.2's refused
 * assignment, a clause that raises the rent is 1949's readjustment.
 */

const content = loadContent();

function readRules(guideId: string, question: string) {
  const guide = content.guides.find((entry) => entry.id === guideId);
  if (!guide) throw new Error(`no guide ${guideId}`);
  return selectGuideRules(guide, question, 'tenant', 5).map((rule) => rule.article);
}

describe('rule triggers in everyday words', () => {
  it.each([
    ['sublet-assignment', 'Can I sublet my place furnished for the winter?', '1978.4'],
    ['sublet-assignment', 'Je veux sous-louer mon appartement meublé cet été.', '1978.4'],
    ['sublet-assignment', 'My landlord refused the transfer of my lease to a friend.', '1978.2'],
    ['sublet-assignment', 'Le propriétaire refuse le transfert de mon bail.', '1978.2'],
    ['sublet-assignment', 'How do I remove the subtenant who wrecks the place?', '1875'],
    ['rent-increase-fixed-term', 'My lease has an increase clause for the second year.', '1949'],
    ['rent-increase-fixed-term', "Mon bail de deux ans a une clause d'augmentation.", '1949'],
    // Art. 1930: visits once the tenant has given the notice of non-renewal.
    ['rent-increase-renewal', 'I gave notice of non-renewal. Must I allow visits now?', '1930'],
    [
      'rent-increase-renewal',
      'Avis de non-reconduction envoyé : dois-je accepter les visites?',
      '1930',
    ],
  ])('%s: "%s" triggers art. %s', (guideId, question, article) => {
    expect(readRules(guideId, question)).toContain(article);
  });
});

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
    // Art. 1968: the repossessed or evicted-from dwelling offered to someone else, in the
    // everyday words for offering a dwelling (issue 10, round 27).
    ['repossession', 'After the repossession the landlord advertised the place online.', '1968'],
    ['repossession', "Après la reprise, le logement est affiché sur un site d'annonces.", '1968'],
    [
      'eviction-subdivide-enlarge-change-use',
      'We were evicted for the renovation and now there are new tenants.',
      '1968',
    ],
    // Art. 1899: the right the tenant exercised is, in everyday words, a case at the Tribunal
    // (issue 10, round 34).
    [
      'rent-increase-renewal',
      'He took me to the TAL over the heating and won; now I want to refuse to renew.',
      '1899',
    ],
    [
      'rent-increase-renewal',
      "Il est allé au Tribunal l'an passé, je renouvelle pas son bail.",
      '1899',
    ],
    // Art. 1851: whether an arrangement is a lease at all is the lease's definition.
    ['presumed-lease', 'We never signed anything, is this really a lease?', '1851'],
    ['presumed-lease', "On a rien signé, c'est-tu un vrai bail?", '1851'],
    // Art. 1853: a movable used with its owner's tolerance is presumed lent, not leased.
    ['presumed-lease', 'My neighbour lent me his snowblower, now he wants rent for it.', '1853'],
    ['presumed-lease', "J'ai emprunté la remorque du voisin, il dit que je la louais.", '1853'],
    // Art. 1904: rent asked for several months ahead is rent required in advance.
    ['deposits-postdated-cheques', 'Can the landlord ask for 6 months of rent upfront?', '1904'],
  ])('%s: "%s" triggers art. %s', (guideId, question, article) => {
    expect(readRules(guideId, question)).toContain(article);
  });
});

describe('a tenant staying after the lease ends (art. 1889), for the landlord', () => {
  const rulesFor = (guideId: string, question: string) => {
    const guide = content.guides.find((entry) => entry.id === guideId);
    if (!guide) throw new Error(`no guide ${guideId}`);
    return selectGuideRules(guide, question, 'landlord', 5).map((rule) => rule.article);
  };

  it.each([
    ['rent-increase-renewal', 'The lease ended June 30 and my tenant is still there.'],
    ['lease-term-and-renewal', 'Le bail est fini depuis un mois et le locataire refuse de partir.'],
  ])('%s: %s', (guideId, question) => {
    expect(rulesFor(guideId, question)).toContain('1889');
  });

  it('is not a rule for the tenant', () => {
    const guide = content.guides.find((entry) => entry.id === 'rent-increase-renewal');
    const rules = guide
      ? selectGuideRules(guide, 'My lease ended and I am still there.', 'tenant', 5)
      : [];
    expect(rules.map((rule) => rule.article)).not.toContain('1889');
  });
});

/**
 * A landlord asking what he can do about his tenant's use of the dwelling, in the repairs or
 * unfit-dwelling guide: the tenant's obligation of use answers him (art. 1855), as art. 1863's
 * remedies answer the tenant; who bears a loss the tenant says is not his fault is art. 1862,
 * for either party (issue 10, round 35).
 */
describe("the tenant's obligations (arts. 1855, 1862)", () => {
  const rulesFor = (guideId: string, question: string, role: 'landlord' | 'tenant') => {
    const guide = content.guides.find((entry) => entry.id === guideId);
    if (!guide) throw new Error(`no guide ${guideId}`);
    return selectGuideRules(guide, question, role, 5).map((rule) => rule.article);
  };

  it.each([
    ['repairs', "What are the tenant's obligations? The floor is ruined.", '1855'],
    [
      'unfit-unsanitary',
      'La locataire a laissé la moisissure envahir la salle de bain. Mes recours?',
      '1855',
    ],
  ])('%s: "%s" triggers art. %s for the landlord', (guideId, question, article) => {
    expect(rulesFor(guideId, question, 'landlord')).toContain(article);
  });

  it.each([
    ['repairs', 'He says it was an accident and not his fault.', 'landlord'],
    ['repairs', "Le proprio veut que je paie, mais c'est pas de ma faute.", 'tenant'],
  ] as const)('repairs: "%s" triggers art. 1862 (%s)', (guideId, question, role) => {
    expect(rulesFor(guideId, question, role)).toContain('1862');
  });

  it("art. 1855's obligation is not stated to the tenant as his recourse", () => {
    expect(rulesFor('repairs', 'What are my recourses?', 'tenant')).not.toContain('1855');
  });
});

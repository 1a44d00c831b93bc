import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { selectGuideRules } from './select-rules';

/**
 * Rules read from narrower articles that no rule stated (issue 10, round 15): each says what a
 * party can or must do in the law's own words, and a question naming the article's situation in
 * everyday words triggers it.
 */

const content = loadContent();

function findGuide(id: string) {
  const guide = content.guides.find((entry) => entry.id === id);
  if (!guide) throw new Error(`no guide ${id}`);
  return guide;
}

describe('rules read from the narrower articles', () => {
  it.each([
    [
      'unfit-unsanitary',
      'My lease has a clause where I acknowledge the place is in good condition. Does it count?',
      '1910',
      'sans effet',
    ],
    [
      'rent-increase-fixed-term',
      'Is the readjustment clause in my 12-month lease valid?',
      '1906',
      'sans effet',
    ],
    [
      'penalty-clauses',
      'La clause de réajustement du loyer en cours de bail est-elle valide?',
      '1906',
      '12 mois ou moins',
    ],
    [
      'mobile-homes',
      'Can the park owner insist on moving my mobile home himself?',
      '1997',
      'procéder lui-même au déplacement',
    ],
    [
      'mobile-homes',
      'The park owner wants a commission when I sell my mobile home.',
      '1999',
      "somme d'argent",
    ],
    [
      'mobile-homes',
      "J'ai vendu ma maison mobile, qui dois-je aviser?",
      '1998',
      'aviser immédiatement',
    ],
    [
      'mobile-homes',
      'We bought a mobile home on a rented lot. Are we tenants of the lot?',
      '2000',
      'devient locataire du terrain',
    ],
    [
      'low-rental-housing',
      "L'office a refusé de m'inscrire sur la liste d'admissibilité.",
      '1986',
      'dans le mois du refus',
    ],
    [
      'low-rental-housing',
      'The low-rental unit I was waiting for was allocated to someone else.',
      '1987',
      "dans le mois de l'attribution du logement",
    ],
    [
      'low-rental-housing',
      'The housing office wants to relocate us to a smaller apartment.',
      '1990',
      'avis de trois mois',
    ],
    [
      'end-of-lease-condition',
      'Do I have to repaint when I leave? The walls just show normal wear and tear.',
      '1890',
      'usure normale',
    ],
    [
      'deposits-postdated-cheques',
      'Can the landlord ask for a deposit of the last month before I move in?',
      '1904',
      'effet postdaté',
    ],
    [
      'discrimination',
      'Can a landlord refuse to rent to us because we have children?',
      '1899',
      'dimensions du logement',
    ],
    [
      'lease-copy-mandatory-form',
      'Mon bail est verbal, le propriétaire doit-il me donner un écrit?',
      '1895',
      'dans les 10 jours',
    ],
    [
      'access-visits',
      'How much notice must the landlord give before coming in to inspect?',
      '1931',
      'préavis de 24 heures',
    ],
    [
      'peaceful-enjoyment-harassment',
      'My landlord keeps harassing me so I will leave. What can I ask for?',
      '1902',
      'dommages-intérêts punitifs',
    ],
    [
      'repossession',
      'Does the repossession notice have to come six months before the lease ends?',
      '1960',
      'au moins six mois avant',
    ],
    [
      'lease-copy-mandatory-form',
      'The landlord never told me the lowest rent paid last year.',
      '1896',
      'loyer le plus bas',
    ],
    [
      'penalty-clauses',
      'My lease has a $100 penalty for every late payment. Is that legal?',
      '1901',
      'nulle',
    ],
    [
      'early-termination-violence',
      'I have to leave because of conjugal violence, my safety is threatened.',
      '1974.1',
      'deux mois',
    ],
    [
      'early-termination-low-rental',
      "On m'a attribué un logement à loyer modique, puis-je résilier mon bail?",
      '1974',
      'un mois',
    ],
  ] as const)('%s: “%s” states art. %s (« %s »)', (guideId, question, article, words) => {
    const rules = selectGuideRules(findGuide(guideId), question, null, 5);
    const rule = rules.find((entry) => entry.article === article);
    expect(rule?.fr).toContain(words);
  });
});

describe('the forms the catalogue ties to a guide’s articles, for the party who files', () => {
  it.each([
    ['sublet-assignment', 'TAL-002A', 'either'],
    ['sale-of-building', 'TAL-805A', 'tenant'],
    ['end-of-lease-condition', 'TAL-066A', 'landlord'],
    ['rooms-and-1892-cases', 'TAL-806A', 'landlord'],
    ['rooms-and-1892-cases', 'TAL-810A', 'tenant'],
  ] as const)('%s names %s for the %s', (guideId, form, party) => {
    expect(findGuide(guideId).forms).toContainEqual(expect.objectContaining({ form, party }));
  });
});

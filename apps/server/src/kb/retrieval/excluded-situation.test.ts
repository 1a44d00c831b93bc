import { describe, expect, it } from 'vitest';
import {
  detectExcludedSituation,
  detectNotDwelling,
  findNotDwelling,
  isMovablePattern,
  loadExcludedSituationRules,
  loadNotDwellingRule,
} from './excluded-situation';

describe('excluded situations (art. 1892 para. 3)', () => {
  const rules = loadExcludedSituationRules();

  it('takes the questionnaire answer first', () => {
    expect(detectExcludedSituation(rules, 'anything', 'healthcare-facility')).toEqual({
      situation: 'healthcare-facility',
      origin: 'questionnaire',
      article: '1892',
      paragraph: '5°',
    });
  });

  it.each([
    ['Je loue un chalet pour l’été', 'vacation-rental', '1°'],
    // A commercial lease is para. 3 2°'s only where someone lives in the place too.
    ['I signed a commercial lease for my store and I sleep in the back', 'non-residential', '2°'],
    ['I have lived in a hotel room for a year', 'hotel-room', '3°'],
    ['I rent a room in my landlord’s house', 'landlord-primary-residence', '4°'],
    ['Je loue une chambre chez mon propriétaire', 'landlord-primary-residence', '4°'],
    ['We rent our condo to tourists two weeks at a time', 'vacation-rental', '1°'],
    ['On a une location touristique à Percé', 'vacation-rental', '1°'],
    ['I rented a cottage for the holidays and the owner kept my money', 'vacation-rental', '1°'],
    ['Je loue une chambre au mois dans un établissement hôtelier', 'hotel-room', '3°'],
    ['I have been living in an extended-stay hotel suite for months', 'hotel-room', '3°'],
    ['I rent a room in her house and share her bathroom', 'landlord-primary-residence', '4°'],
    [
      'Je loue une chambre dans la résidence principale du locateur',
      'landlord-primary-residence',
      '4°',
    ],
    [
      'Je loue une chambre chez une dame, on partage la salle de bain',
      'landlord-primary-residence',
      '4°',
    ],
    ['My tenant uses more than a third of the place as a shop', 'non-residential', '2°'],
  ])('suggests an exclusion from the words of "%s"', (question, situation, paragraph) => {
    expect(detectExcludedSituation(rules, question, 'none')).toMatchObject({
      situation,
      paragraph,
      origin: 'question',
      article: '1892',
    });
  });

  it.each([
    'My neighbour runs a tourist rental next door and the guests party every night',
    'Mon voisin fait de la location touristique, le bruit est insupportable',
    'We must leave for 3 weeks of works: who pays the hotel room?',
    'Pendant les travaux je suis dans une chambre d’hôtel, le proprio doit-il payer?',
    'My apartment was declared unfit, I am living in a motel now',
    'Le proprio a changé la serrure pendant que j’étais au chalet',
    'Je loue une chambre chez une dame au mois, combien d’avis pour partir?',
  ])('does not take "%s" for the asker’s excluded lease', (question) => {
    expect(detectExcludedSituation(rules, question)).toBeNull();
  });

  it('reports nothing for an ordinary dwelling lease', () => {
    expect(
      detectExcludedSituation(rules, 'My landlord wants to raise the rent of my apartment'),
    ).toBeNull();
  });

  it.each([
    ['I rent a parking spot from a guy down my street', 'rent a parking'],
    ['rent a workshop bay (not an apartment) in a building', 'not an apartment'],
    ['Je loue un entrepôt pour mon entreprise', 'loue un entrepot'],
    ['Je loue une roulotte de chantier', 'loue une roulotte'],
    // Business premises no one lives in are not a dwelling at all (not para. 3 2°).
    ['I signed a commercial lease for my store', 'commercial lease'],
  ])('reads "%s" as the lease of a thing that is not a dwelling', (question, matched) => {
    expect(detectNotDwelling(loadNotDwellingRule(), question)).toBe(matched);
  });

  it('says whether the thing leased is a movable', () => {
    const rule = loadNotDwellingRule();
    expect(findNotDwelling(rule, 'I rent a garage for my boat')?.pattern).toSatisfy(
      (pattern: string) => !isMovablePattern(pattern),
    );
    expect(findNotDwelling(rule, 'I rent a trailer for the summer')?.pattern).toSatisfy(
      isMovablePattern,
    );
  });

  it.each([
    'My lease covers my apartment, a parking spot from the landlord and a storage unit',
    'my hours got cut at the warehouse, can my low-rental rent go down?',
  ])('does not read "%s" as a lease of something else than a dwelling', (question) => {
    expect(detectNotDwelling(loadNotDwellingRule(), question)).toBeUndefined();
  });
});

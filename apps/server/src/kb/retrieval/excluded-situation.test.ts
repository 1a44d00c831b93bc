import { describe, expect, it } from 'vitest';
import { detectExcludedSituation, loadExcludedSituationRules } from './excluded-situation';

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
    ['I signed a commercial lease for my store', 'non-residential', '2°'],
    ['I have lived in a hotel room for a year', 'hotel-room', '3°'],
    ['I rent a room in my landlord’s house', 'landlord-primary-residence', '4°'],
    ['Je loue une chambre chez mon propriétaire', 'landlord-primary-residence', '4°'],
  ])('suggests an exclusion from the words of "%s"', (question, situation, paragraph) => {
    expect(detectExcludedSituation(rules, question, 'none')).toMatchObject({
      situation,
      paragraph,
      origin: 'question',
      article: '1892',
    });
  });

  it('reports nothing for an ordinary dwelling lease', () => {
    expect(
      detectExcludedSituation(rules, 'My landlord wants to raise the rent of my apartment'),
    ).toBeNull();
  });
});

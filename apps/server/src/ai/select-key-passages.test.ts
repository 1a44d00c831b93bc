import { describe, expect, it } from 'vitest';
import { selectKeyPassages } from './select-key-passages';
import { readArticleText } from '../test/fixture-sources';

const ART_1892 = readArticleText('1892').split('\n');
const LEAD_IN = ART_1892.find((line) => line.startsWith('Cependant'))!;
const ROOM_IN_RESIDENCE = ART_1892.find((line) => line.startsWith('4°'))!;

describe('selectKeyPassages', () => {
  it('quotes the paragraph of an exclusion whole, with the line introducing the list', () => {
    const { passages } = selectKeyPassages(
      readArticleText('1892'),
      'I rent a room in my landlord’s house, can he evict me without notice?',
      { paragraph: '4°' },
    );
    expect(LEAD_IN).toBe('Cependant, ces dispositions ne s’appliquent pas aux baux suivants:');
    expect(passages).toContain(LEAD_IN);
    // Both conditions of 4°: at most two rooms, and no separate exit nor own sanitary facilities.
    expect(ROOM_IN_RESIDENCE).toContain('deux chambres au maximum');
    expect(ROOM_IN_RESIDENCE).toContain('ni sortie distincte');
    expect(passages).toContain(ROOM_IN_RESIDENCE);
    expect(passages.indexOf(LEAD_IN)).toBeLessThan(passages.indexOf(ROOM_IN_RESIDENCE));
  });

  it('never quotes a numbered paragraph without the line introducing its list', () => {
    for (const question of [
      'Is a hotel room covered by the lease rules?',
      'Une chambre dans un CHSLD, est-ce un bail de logement?',
      'I rent a chalet for my vacation, do the rules apply?',
    ]) {
      const { passages } = selectKeyPassages(readArticleText('1892'), question);
      expect(passages.some((passage) => /^\d°/.test(passage))).toBe(true);
      expect(passages).toContain(LEAD_IN);
    }
  });

  it('art. 1938: a cohabitation question quotes the six months of cohabitation', () => {
    const condition =
      'ou, s’il habite avec ce dernier depuis au moins six mois, son conjoint de fait, un parent ou un allié';
    expect(readArticleText('1938')).toContain(condition);
    for (const question of [
      'My girlfriend left the apartment, the lease is in her name. Can I stay?',
      'Mon conjoint de fait est parti, le bail est à son nom. Puis-je rester dans le logement?',
    ]) {
      const { passages } = selectKeyPassages(readArticleText('1938'), question);
      expect(passages.join('\n')).toContain(condition);
    }
  });

  it('never quotes a clause after a semicolon without the start of its sentence', () => {
    const { passages } = selectKeyPassages(
      readArticleText('1938'),
      'The tenant died and his brother lived with him. What happens to the lease?',
    );
    const heir = passages.find((passage) => passage.includes('si elle ne se prévaut pas'));
    expect(heir).toBeDefined();
    expect(heir).toContain(
      'La personne qui habite avec le locataire au moment de son décès a le même droit',
    );
    for (const passage of passages) expect(passage).toMatch(/^\p{Lu}/u);
  });

  it('art. 1971: quotes frequent late payment causing serious prejudice as a ground', () => {
    const { passages } = selectKeyPassages(
      readArticleText('1971'),
      'My tenant pays late every month, can I end the lease?',
    );
    expect(passages.join(' ')).toContain(
      's’il en subit un préjudice sérieux, lorsque le locataire en retarde fréquemment le paiement',
    );
  });
});

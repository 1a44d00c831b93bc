import { describe, expect, it } from 'vitest';
import { containsPhrase, toMatchText, toMatchWords } from './match-text';

describe('answer text matching', () => {
  it('ignores case, accents and punctuation', () => {
    expect(toMatchWords('Réputé avoir REFUSÉ, l’avis!')).toEqual([
      'repute',
      'avoir',
      'refuse',
      'l',
      'avis',
    ]);
  });

  it('reads number words as digits in English and French', () => {
    const text = toMatchText('Give notice at least 3 months and no more than six months ahead.');
    expect(containsPhrase(text, 'three months')).toBe(true);
    expect(containsPhrase(text, '6 months')).toBe(true);
    expect(containsPhrase(toMatchText('dans les dix jours'), '10 jours')).toBe(true);
    expect(containsPhrase(toMatchText('un préavis de vingt-quatre heures'), '24 heures')).toBe(
      true,
    );
    expect(containsPhrase(toMatchText('twenty-four hours'), '24 hours')).toBe(true);
    expect(containsPhrase(toMatchText('dix-sept ans'), '17 ans')).toBe(true);
  });

  it('splits digits from letters so "21h" is "21 h"', () => {
    expect(containsPhrase(toMatchText('après 21h'), '21 h')).toBe(true);
  });

  it('reads a hyphenated compound and the same word written whole as one', () => {
    expect(containsPhrase(toMatchText('Give 12 postdated cheques.'), 'post-dated cheques')).toBe(
      true,
    );
    expect(containsPhrase(toMatchText('a post-dated cheque'), 'postdated cheque')).toBe(true);
    expect(containsPhrase(toMatchText('a sous-locataire'), 'sous-locataire')).toBe(true);
    expect(containsPhrase(toMatchText('a post dated cheque'), 'postdated cheque')).toBe(false);
  });

  it('reads "7 p.m." as "7 pm"', () => {
    expect(containsPhrase(toMatchText('not after 7 p.m. or before 7 a.m.'), '7 pm')).toBe(true);
    expect(containsPhrase(toMatchText('not after 7 p.m. or before 7 a.m.'), 'before 7 am')).toBe(
      true,
    );
    expect(containsPhrase(toMatchText('after 7 pm'), 'after 7 p.m.')).toBe(true);
  });

  it('matches whole words only', () => {
    expect(containsPhrase(toMatchText('within 110 days'), '10 days')).toBe(false);
    expect(containsPhrase(toMatchText('the leases continue'), 'lease')).toBe(false);
    expect(containsPhrase(toMatchText('anything'), '')).toBe(false);
  });
});

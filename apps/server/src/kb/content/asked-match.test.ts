import { describe, expect, it } from 'vitest';
import { createAskedMatcher } from './asked-match';
import { loadAskedQuestions } from './asked-questions';

describe('createAskedMatcher', () => {
  const asked = new Map([
    [
      '1933',
      {
        en: [
          'the plumber wants to start at 6:30 in the morning, can I say no?',
          'can workers come in at night to do renovations in my apartment',
          'the contractor rings at 7 pm to start the work, do I have to let him in',
        ],
        fr: [
          'le plombier veut commencer à 6h30 le matin, je peux refuser?',
          'les ouvriers peuvent-tu rentrer le soir pour les travaux',
          'est-ce que je dois laisser entrer l’entrepreneur à 19h',
        ],
      },
    ],
    [
      '1931',
      {
        en: [
          'how much notice does my landlord have to give before coming in',
          'my landlord walks in without warning, is that allowed',
          'does the owner need to tell me 24 hours before a visit',
        ],
        fr: [
          'mon proprio rentre sans m’avertir, a-t-il le droit',
          'combien de temps d’avance le propriétaire doit m’aviser avant de venir',
          'le locateur doit-il donner 24 heures avant une visite',
        ],
      },
    ],
  ]);
  const matcher = createAskedMatcher(asked);

  it('gives each ranked article its likeness, best first, in the ranking’s order', () => {
    const question = 'the plumber rings at 7 in the morning to start the work';
    const ranked = matcher.rankLikeness(question);
    expect(ranked.map(({ article }) => article)).toEqual(matcher.rankArticles(question));
    expect(ranked[0]?.article).toBe('1933');
    expect(ranked[0]!.likeness).toBeGreaterThan(ranked[1]?.likeness ?? 0);
  });

  it('ranks first the article whose asked questions say what the question says', () => {
    expect(
      matcher.rankArticles('A plumber is coming at 6:30 am to change pipes, can I refuse?'),
    ).toEqual(['1933', '1931']);
    expect(matcher.rankArticles('Mon propriétaire rentre chez nous sans avertir')[0]).toBe('1931');
  });

  it('names the first article only when it clearly leads the second', () => {
    expect(matcher.findClearArticle('The plumber wants to start at 6:30 in the morning')).toBe(
      '1933',
    );
    // As close to one article's questions as to the other's: no clear answer.
    expect(matcher.findClearArticle('plumber visit')).toBeUndefined();
    expect(matcher.findClearArticle('zzz qqq')).toBeUndefined();
  });

  it('ranks nothing for a question that shares no word with them', () => {
    expect(matcher.rankArticles('zzz qqq')).toEqual([]);
  });

  it('reaches, with the shipped questions, an article the law names in other words', () => {
    // Art. 1933 speaks of « travaux » between 7 and 19 heures, never of a plumber.
    const ranked = createAskedMatcher(loadAskedQuestions()).rankArticles(
      'The plumber wants to start at 6:30 in the morning, it is not an emergency. Can I refuse?',
    );
    expect(ranked.slice(0, 3)).toContain('1933');
  });
});

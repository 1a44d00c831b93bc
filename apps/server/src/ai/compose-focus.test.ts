import { describe, expect, it } from 'vitest';
import { makeGuide } from '../test/fixture-content';
import { makeAnswerInput } from '../test/fixture-answer-input';
import { composeFocus } from './compose-focus';

const rule = (article: string) => ({
  triggers: { en: ['repossess'], fr: ['reprise'] },
  article,
  en: `The rule of art. ${article}.`,
  fr: `La règle de l’art. ${article}.`,
});

describe('composeFocus', () => {
  it('reads past search’s articles the guide says nothing about', () => {
    // The rooms guide's case: arts. 1903 and 1946 rank before art. 1942, and the guide has a
    // condition only for art. 1942.
    const guide = makeGuide({
      answer: { en: 'The answer.', fr: 'La réponse.', articles: ['1892'] },
      conditions: [{ en: 'For a room: 10 and 20 days.', fr: 'Chambre.', articles: ['1942'] }],
      deadlines: [],
    });
    const focus = composeFocus(
      { guide, matched: [] },
      makeAnswerInput({ searchedArticles: ['1892', '1903', '1946', '1942'] }),
    );
    expect(focus).toEqual(['- For a room: 10 and 20 days. (art. 1942 C.c.Q.)']);
  });

  it('keeps the line of the article search ranks first when two rules leave room for one', () => {
    const guide = makeGuide({
      answer: { en: 'The answer.', fr: 'La réponse.', articles: ['1957'] },
      conditions: [
        { en: 'What art. 1962 says.', fr: '1962.', articles: ['1962'] },
        { en: 'What art. 1961 says.', fr: '1961.', articles: ['1961'] },
      ],
      deadlines: [],
    });
    const focus = composeFocus(
      { guide, matched: [], rules: [rule('1958'), rule('1969')] },
      makeAnswerInput({ searchedArticles: ['1961', '1962'] }),
    );
    expect(focus).toContain('- What art. 1961 says. (art. 1961 C.c.Q.)');
    expect(focus.join('\n')).not.toContain('What art. 1962 says.');
    // With no rule triggered, both lines, still in search's order.
    const both = composeFocus(
      { guide, matched: [] },
      makeAnswerInput({ searchedArticles: ['1961', '1962'] }),
    );
    expect(both).toEqual([
      '- What art. 1961 says. (art. 1961 C.c.Q.)',
      '- What art. 1962 says. (art. 1962 C.c.Q.)',
    ]);
  });

  it('states the guide’s own conditions on a lead article its answer cites for another rule', () => {
    // The lease-copy guide's case: art. 1895 ranks first and its note opens the Summary; the
    // guide's answer cites it for the 10 days, its condition says the tenant cannot cancel.
    const guide = makeGuide({
      answer: { en: 'The copy within 10 days.', fr: 'La copie.', articles: ['1895', '1896'] },
      conditions: [
        {
          en: 'The tenant cannot cancel the lease for it.',
          fr: 'Pas de résiliation.',
          articles: ['1895'],
        },
        { en: 'Both articles.', fr: 'Les deux.', articles: ['1895', '1896'] },
      ],
      deadlines: [],
    });
    const lead = makeAnswerInput({ searchedArticles: ['1895', '1896'], leadArticles: ['1895'] });
    expect(composeFocus({ guide, matched: [] }, lead)).toEqual([
      '- The tenant cannot cancel the lease for it. (art. 1895 C.c.Q.)',
    ]);
    // Not a lead article (its note does not open the Summary): the guide's answer covers it.
    const notLead = makeAnswerInput({ searchedArticles: ['1895', '1896'], leadArticles: [] });
    expect(composeFocus({ guide, matched: [] }, notLead)).toEqual([]);
    // A rule the question triggers for the article already states it.
    const ruled = composeFocus({ guide, matched: [], rules: [rule('1895')] }, lead);
    expect(ruled).toEqual(['- The rule of art. 1895. (art. 1895 C.c.Q.)']);
  });
});

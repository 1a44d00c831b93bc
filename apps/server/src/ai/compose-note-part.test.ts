import { describe, expect, it } from 'vitest';
import type { QuestionnaireFields, Source } from '@lexlogis/contracts';
import { makeGuide } from '../test/fixture-content';
import { formSource, lawSource } from '../test/fixture-sources';
import type { AnswerInput } from './answer-types';
import { composeGuideSummary } from './compose-guide-answer';
import { splitNoteSentences } from './compose-note-part';

// Art. 1971's reviewed note (content/notes), as the knowledge base serves it with the article.
const NOTE_1971 = {
  en: 'The landlord may obtain cancellation of the lease if the tenant is more than three weeks late paying the rent. The landlord may also obtain it if the tenant is frequently late paying the rent and this causes the landlord serious prejudice.',
  fr: "Le locateur peut obtenir la résiliation du bail si le locataire est en retard de plus de trois semaines dans le paiement du loyer. Il peut aussi l'obtenir si le locataire paie fréquemment son loyer en retard et que cela lui cause un préjudice sérieux.",
};

// A guide that cites art. 1971 for its frequent-lateness rule only (the late-rent guide's way).
const lateRent = makeGuide({
  id: 'late-rent',
  answer: {
    en: 'When a tenant frequently pays the rent late, the landlord may obtain the resiliation of the lease if the late payments cause the landlord serious prejudice (art. 1971).',
    fr: 'Lorsque le locataire paie fréquemment son loyer en retard, le locateur peut obtenir la résiliation du bail si ces retards lui causent un préjudice sérieux (art. 1971).',
    articles: ['1971'],
  },
  conditions: [],
  deadlines: [],
});

function input(overrides: Partial<AnswerInput> = {}): AnswerInput {
  return {
    question: 'My tenant is 3 weeks and 2 days late on the rent. Can I start an eviction?',
    lang: 'en',
    sources: [{ ...lawSource('1971'), note: NOTE_1971 } as Source, formSource('TAL-065A')],
    history: [],
    questionnaire: { userType: 'landlord' } as QuestionnaireFields,
    now: new Date('2026-11-23T12:00:00Z'),
    guides: [{ guide: lateRent, matched: ['late'] }],
    searchedArticles: ['1971'],
    ...overrides,
  };
}

describe('the deciding article’s rule the question asks about', () => {
  it('states the sentence of the note the question turns on when the guide cites another rule', () => {
    const summary = composeGuideSummary(input(), []);
    expect(summary).toContain(
      'Under art. 1971 C.c.Q., the landlord may obtain cancellation of the lease if the tenant is more than three weeks late paying the rent.',
    );
    // Only that sentence: the note's other rule is the guide's own.
    expect(summary).not.toContain('The landlord may also obtain it');
    const french = composeGuideSummary(
      input({
        lang: 'fr',
        question:
          'Mon locataire a 3 semaines et 2 jours de retard sur le loyer. Je peux-tu le faire évincer?',
      }),
      [],
    );
    expect(french).toContain(
      'Selon l’art. 1971 C.c.Q., le locateur peut obtenir la résiliation du bail si le locataire est en retard de plus de trois semaines dans le paiement du loyer.',
    );
  });

  it('adds nothing when the Summary already states the sentence the question is about', () => {
    const summary = composeGuideSummary(
      input({
        question: 'My tenant is frequently late with the rent and it causes me serious prejudice.',
      }),
      [],
    );
    expect(summary).not.toContain('Under art. 1971');
    expect(composeGuideSummary(input(), [])).toContain('Under art. 1971');
  });

  it('reads only the deciding article: search’s first or the asked questions’ clear one', () => {
    const second = input({ searchedArticles: ['1903', '1971'] });
    expect(composeGuideSummary(second, [])).not.toContain('Under art. 1971');
    const clear = input({ searchedArticles: ['1903', '1971'], clearArticle: '1971' });
    expect(composeGuideSummary(clear, [])).toContain('Under art. 1971');
  });

  it('adds nothing when the article is already a lead note or the Summary does not cite it', () => {
    const led = composeGuideSummary(input({ leadArticles: ['1971'] }), []);
    expect(led.match(/more than three weeks/g)).toHaveLength(1);
    expect(led).toContain('The landlord may also obtain it');
    expect(composeGuideSummary(input(), [])).toMatch(/more than three weeks/);
    const uncited = makeGuide({
      ...lateRent,
      answer: { ...lateRent.answer, en: 'Ask the Tribunal.', fr: 'Demandez au Tribunal.' },
    });
    const summary = composeGuideSummary(input({ guides: [{ guide: uncited, matched: [] }] }), []);
    expect(summary).not.toContain('Under art. 1971');
  });

  it('splits a note into its sentences, not at abbreviations inside them', () => {
    expect(splitNoteSentences(NOTE_1971.en)).toHaveLength(2);
    expect(splitNoteSentences('Under art. 1942 the notice is due. It is in writing.')).toEqual([
      'Under art. 1942 the notice is due.',
      'It is in writing.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { QuestionnaireFields, Source } from '@lexlogis/contracts';
import { makeGuide } from '../test/fixture-content';
import { formSource, lawSource } from '../test/fixture-sources';
import type { AnswerInput } from './answer-types';
import { composeGuideSummary } from './compose-guide-answer';
import { NOTE_PART, splitNoteSentences } from './compose-note-part';

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
  it('states the note of the article the guide cites for another rule', () => {
    const summary = composeGuideSummary(input(), []);
    expect(summary).toContain(
      'Under art. 1971 C.c.Q., the landlord may obtain cancellation of the lease if the tenant is more than three weeks late paying the rent.',
    );
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

  it('states the sentence whose words the guide leaves out, even where it says the same rule', () => {
    // The guide says art. 1971's frequent lateness without the note's "paying" and "causes":
    // the note's own sentence is stated too, since a reader (and the law) may use its words.
    const summary = composeGuideSummary(input(), []);
    expect(summary).toContain('The landlord may also obtain it if the tenant is frequently late');
  });

  it('leaves out a sentence whose every word the Summary already holds', () => {
    const echo = makeGuide({
      ...lateRent,
      answer: { ...lateRent.answer, en: `${NOTE_1971.en.split('. ')[1]} (art. 1971).` },
    });
    const summary = composeGuideSummary(input({ guides: [{ guide: echo, matched: [] }] }), []);
    expect(summary).toContain('Under art. 1971 C.c.Q., the landlord may obtain cancellation');
    expect(summary.match(/The landlord may also obtain it/g)).toHaveLength(1);
    const whole = makeGuide({
      ...lateRent,
      answer: { ...lateRent.answer, en: `${NOTE_1971.en} (art. 1971)` },
    });
    const said = composeGuideSummary(input({ guides: [{ guide: whole, matched: [] }] }), []);
    expect(said).not.toContain('Under art. 1971');
  });

  it('states a long note only up to its first sentences', () => {
    const long = `${'A first rule with many words. '.repeat(40)}The last rule, a long one that cannot fit in the room the first sentences leave.`;
    const summary = composeGuideSummary(
      input({ sources: [{ ...lawSource('1971'), note: { en: long, fr: long } } as Source] }),
      [],
    );
    const part = summary.slice(summary.indexOf('Under art. 1971'));
    expect(part).toContain('a first rule with many words.');
    expect(part).not.toContain('The last rule,');
    expect(part.split('\n')[0]!.length).toBeLessThanOrEqual(NOTE_PART.maxChars + 30);
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

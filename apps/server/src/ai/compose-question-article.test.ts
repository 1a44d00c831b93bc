import { describe, expect, it } from 'vitest';
import type { QuestionnaireFields, Source } from '@lexlogis/contracts';
import { makeGuide } from '../test/fixture-content';
import { lawSource } from '../test/fixture-sources';
import type { AnswerInput } from './answer-types';
import { composeGuideSummary } from './compose-guide-answer';
import { composeLocalAnswer } from './local-composer';
import { pickQuestionArticle } from './compose-question-article';

// Notes shaped as the reviewed ones (content/notes) for the two articles of the guide below.
const NOTE_1947 = {
  en: 'If the tenant refuses the proposed change, the landlord may apply to the tribunal within one month to have the rent fixed.',
  fr: 'Si le locataire refuse la modification proposée, le locateur peut, dans le mois, demander au tribunal de fixer le loyer.',
};
const NOTE_1863 = {
  en: 'The tenant may ask for a rent reduction; if the tribunal grants one, a landlord who fixes the problem is entitled to have the rent restored for the future.',
  fr: 'Le locataire peut demander une diminution de loyer; si le tribunal l’accorde, le locateur qui remédie au défaut a droit au rétablissement du loyer pour l’avenir.',
};

// A guide whose direct answer opens on art. 1947 and that also holds art. 1863 in a condition.
const rentFixing = makeGuide({
  id: 'rent-fixing',
  answer: {
    en: 'When the tenant refuses an increase, the landlord may ask the Tribunal to fix the rent (art. 1947).',
    fr: 'Lorsque le locataire refuse une hausse, le locateur peut demander au Tribunal de fixer le loyer (art. 1947).',
    articles: ['1947'],
  },
  conditions: [
    {
      en: 'A reduction of rent granted for a defect ends when the landlord remedies it (art. 1863).',
      fr: 'Une diminution de loyer accordée pour un défaut prend fin quand le locateur y remédie (art. 1863).',
      articles: ['1863'],
    },
  ],
  deadlines: [],
});

function input(overrides: Partial<AnswerInput> = {}): AnswerInput {
  return {
    question: 'The tribunal lowered the rent for the broken elevator. It is fixed now: am I stuck?',
    lang: 'en',
    sources: [
      { ...lawSource('1947'), note: NOTE_1947 } as Source,
      { ...lawSource('1863'), note: NOTE_1863 } as Source,
    ],
    history: [],
    questionnaire: { userType: 'landlord' } as QuestionnaireFields,
    now: new Date('2026-11-23T12:00:00Z'),
    guides: [{ guide: rentFixing, matched: ['rent fixed'] }],
    searchedArticles: ['1947', '1863'],
    askedLikeness: [
      { article: '1863', likeness: 0.72 },
      { article: '1954', likeness: 0.61 },
      { article: '1947', likeness: 0.4 },
    ],
    ...overrides,
  };
}

describe('the article the question’s words point to', () => {
  it('states the note of the guide’s article the asked questions rank above its opening one', () => {
    const summary = composeGuideSummary(input(), []);
    expect(summary).toContain(
      'Under art. 1863 C.c.Q., the tenant may ask for a rent reduction; if the tribunal grants one, a landlord who fixes the problem is entitled to have the rent restored for the future.',
    );
    // Right after the guide's direct answer.
    expect(summary.indexOf('art. 1863 C.c.Q.')).toBeGreaterThan(summary.indexOf('(art. 1947)'));
  });

  it('states nothing when the question points to the article the guide opens on', () => {
    const likeness = [
      { article: '1947', likeness: 0.9 },
      { article: '1863', likeness: 0.5 },
    ];
    expect(pickQuestionArticle(input({ askedLikeness: likeness }), new Set(['1947', '1863']))).toBe(
      undefined,
    );
    const summary = composeGuideSummary(input({ askedLikeness: likeness }), []);
    expect(summary).not.toContain('Under art. 1863');
  });

  it('reads only the chosen guides’ articles, and never a lead note twice', () => {
    const elsewhere = [{ article: '1954', likeness: 0.9 }];
    const other = composeGuideSummary(input({ askedLikeness: elsewhere }), []);
    expect(other).not.toContain('Under art. 1954');
    expect(other).not.toContain('Under art. 1863');
    const lead = composeGuideSummary(input({ leadArticles: ['1863'] }), []);
    expect(lead.match(/Under art\. 1863/g)).toHaveLength(1);
  });

  it('follows the question’s own notes when the guide is unsupported', () => {
    const summary = composeGuideSummary(
      input({
        guides: [{ guide: rentFixing, matched: ['rent'], unsupported: true }],
        leadArticles: ['1947'],
      }),
      [],
    );
    expect(summary.indexOf('Under art. 1863')).toBeGreaterThan(summary.indexOf('Under art. 1947'));
  });

  it('without a guide, states the listed article the question points to after search’s first', () => {
    const answer = composeLocalAnswer(
      input({ guides: [], leadArticles: ['1947'], searchedArticles: ['1947', '1863'] }),
    );
    const summary = answer.slice(0, answer.indexOf('\n## ', 3));
    expect(summary).toContain('Under art. 1947 C.c.Q., if the tenant refuses');
    expect(summary).toContain('Under art. 1863 C.c.Q., the tenant may ask for a rent reduction');
  });
});

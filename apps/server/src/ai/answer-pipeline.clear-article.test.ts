import type { LawSource, QuestionnaireFields, Source } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { createGuideMatcher } from '../kb/content/match-guides';
import { makeGuide } from '../test/fixture-content';
import { formSource, lawSource } from '../test/fixture-sources';
import { createAnswerPipeline } from './answer-pipeline';
import { createLocalComposer } from './local-composer';

const clock = { now: () => new Date('2026-11-23T12:00:00Z') };
const { matchGuides } = createGuideMatcher([makeGuide()]);
const tenant = { userType: 'tenant' } as QuestionnaireFields;

// The fixture guide cites art. 1959.1 for its main rule; the note's second sentence is the
// exception the question asks about.
const noted: Source = {
  ...(lawSource('1959.1') as LawSource),
  note: {
    en: 'The landlord may not repossess the dwelling of a tenant aged 65 or over. The landlord may still repossess it for a daughter aged 65 or over.',
    fr: 'Le locateur ne peut reprendre le logement d’un locataire âgé de 65 ans ou plus. Il peut toutefois le reprendre pour une fille âgée de 65 ans ou plus.',
    consolidation: '2025-06-30',
    reviewed: '2026-11-23',
  },
};

function answer(askedArticle?: string) {
  return createAnswerPipeline({
    model: createLocalComposer(),
    clock,
    matchGuides,
    retrieve: async () => ({
      results: [{ source: lawSource('1957') }, { source: lawSource('1960') }],
      askedArticle,
    }),
    lookup: async (refs) => [
      ...refs.articles.map((a) => (a === '1959.1' ? noted : lawSource(a))),
      ...refs.forms.map((f) => formSource(f)),
    ],
  }).answer({
    question: 'I am 72. My landlord wants to repossess for his daughter, who is 66. Can he?',
    lang: 'en',
    questionnaire: tenant,
  });
}

describe('the asked questions’ clear article in the Summary', () => {
  it('states the sentence of its note the question is about', async () => {
    const sentence = 'Under art. 1959.1 C.c.Q., the landlord may still repossess it for a daughter';
    const clear = await answer('1959.1');
    if (clear.status !== 'ready') throw new Error(clear.status);
    expect(clear.text.split('## Applicable law')[0]).toContain(sentence);
    // Search's first article (1957) is not cited by the Summary: without the clear article, none.
    const unclear = await answer(undefined);
    if (unclear.status !== 'ready') throw new Error(unclear.status);
    expect(unclear.text.split('## Applicable law')[0]).not.toContain(sentence);
  });
});

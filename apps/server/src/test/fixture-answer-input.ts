import type { QuestionnaireFields } from '@lexlogis/contracts';
import type { AnswerInput } from '../ai/answer-types';
import { makeGuide } from './fixture-content';
import { formSource, lawSource } from './fixture-sources';

/** The offline composer's input for a 72-year-old tenant asking about repossession (art. 1959.1). */
export function makeAnswerInput(overrides: Partial<AnswerInput> = {}): AnswerInput {
  return {
    question: 'I am 72 and have lived in my apartment for 12 years. Can my landlord repossess it?',
    lang: 'en',
    sources: ['1959.1', '1960', '1962']
      .map((a) => lawSource(a))
      .concat([formSource('TAL-811A'), formSource('TAL-809A')]),
    history: [],
    questionnaire: { userType: 'tenant' } as QuestionnaireFields,
    now: new Date('2026-11-23T12:00:00Z'),
    guides: [{ guide: makeGuide(), matched: ['repossession'] }],
    ...overrides,
  };
}

import {
  DEFAULT_SKIPPED_ANSWERS,
  type QuestionnaireUserType,
  type Source,
} from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import type { AnswerInput } from './answer-types';
import { pickFallbackForms } from './fallback-forms';
import { composeLocalAnswer } from './local-composer';
import { formSource, lawSource } from '../test/fixture-sources';

const NOW = new Date('2026-02-10T15:00:00Z');

function input(
  question: string,
  sources: Source[],
  leadArticles: string[] | undefined,
  userType?: QuestionnaireUserType,
): AnswerInput {
  return {
    question,
    lang: 'en',
    sources,
    history: [],
    questionnaire: userType ? { ...DEFAULT_SKIPPED_ANSWERS, userType } : null,
    now: NOW,
    leadArticles,
  };
}

const ids = (forms: readonly Source[]) =>
  forms.map((form) => (form.type === 'FORM' ? form.formId : form.id));

describe('the forms an answer without a guide offers', () => {
  it('offers no form search found for another situation (a repossession notice for minor repairs)', () => {
    const sources = [
      lawSource('1864'),
      lawSource('1936'),
      formSource('TAL-809A'),
      formSource('TAL-104A'),
      formSource('TAL-801A'),
    ];
    const asked = input('Is a dripping faucet mine to fix?', sources, ['1864'], 'tenant');
    expect(pickFallbackForms(asked, 3)).toEqual([]);
    const text = composeLocalAnswer(asked);
    expect(text).not.toMatch(/TAL-8\d\dA|TAL-104A/);
  });

  it('offers the form resting on the article the Summary opens on, filed by the asker', () => {
    const sources = [
      lawSource('1974.1'),
      lawSource('1974'),
      formSource('TAL-821A'),
      formSource('TAL-818A'),
      formSource('TAL-812A'),
    ];
    const tenant = input(
      'My ex threatens me at my apartment, can I end my lease early?',
      sources,
      ['1974.1'],
      'tenant',
    );
    expect(ids(pickFallbackForms(tenant, 3))).toEqual(['TAL-818A']);
    expect(composeLocalAnswer(tenant)).toContain('TAL-818A');
    expect(composeLocalAnswer(tenant)).not.toContain('TAL-821A');
    // The landlord does not file the tenant's notice.
    const landlord = input('My tenant fled violence', sources, ['1974.1'], 'landlord');
    expect(pickFallbackForms(landlord, 3)).toEqual([]);
  });

  it('reads the role from the wording when no questionnaire gave it', () => {
    const sources = [lawSource('1974.1'), formSource('TAL-818A')];
    const asked = input('My tenant says she must leave because of violence', sources, ['1974.1']);
    expect(pickFallbackForms(asked, 3)).toEqual([]);
  });

  it('without a stated note, reads the articles the Summary lists', () => {
    const sources = [
      ...['1942', '1943', '1945'].map((article) => lawSource(article)),
      formSource('TAL-806A'),
      formSource('TAL-810A'),
      formSource('TAL-801A'),
    ];
    const asked = input('My rent goes up 12% at renewal', sources, undefined, 'tenant');
    expect(ids(pickFallbackForms(asked, 3))).toEqual(['TAL-810A']);
  });
});

import type { LawSource, QuestionnaireFields, Source } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { createGuideMatcher } from '../kb/content/match-guides';
import { makeGuide } from '../test/fixture-content';
import { formSource, lawSource } from '../test/fixture-sources';
import { createAnswerPipeline } from './answer-pipeline';
import { createLocalComposer } from './local-composer';

const clock = { now: () => new Date('2026-11-23T12:00:00Z') };
const guide = makeGuide();
const { matchGuides } = createGuideMatcher([guide]);
const tenant = { userType: 'tenant' } as QuestionnaireFields;

// Search's first article, which the fixture guide does not state.
const vacant: Source = {
  ...(lawSource('1964') as LawSource),
  note: {
    en: 'Without the tenant’s consent, the landlord cannot repossess while owning a vacant dwelling of the same kind nearby at an equivalent rent.',
    fr: 'Sans le consentement du locataire, le locateur ne peut reprendre le logement s’il possède un logement vacant du même genre, dans les environs et d’un loyer équivalent.',
    consolidation: '2025-06-30',
    reviewed: '2026-11-23',
  },
};

async function summarize(agreedArticle?: string) {
  const outcome = await createAnswerPipeline({
    model: createLocalComposer(),
    clock,
    matchGuides,
    retrieve: async () => ({
      results: [vacant, lawSource('1959.1'), lawSource('1957')].map((source) => ({ source })),
      agreedArticle,
    }),
    lookup: async (refs) => [
      ...refs.articles.map((a) => lawSource(a)),
      ...refs.forms.map((f) => formSource(f)),
    ],
  }).answer({
    question:
      'I am 72. My landlord wants to repossess my flat for his son, but he has a vacant one next door. Can he?',
    lang: 'en',
    questionnaire: tenant,
  });
  if (outcome.status !== 'ready') throw new Error(outcome.status);
  return outcome.text
    .split('## Applicable law')[0]!
    .replace(/^## [^\n]*\n/, '')
    .trim();
}

describe('the article search and the asked questions both rank first', () => {
  it('opens the Summary with its note, before the guide’s answer', async () => {
    const [first, second] = (await summarize('1964')).split('\n\n');
    expect(first).toContain('Under art. 1964 C.c.Q., without the tenant’s consent');
    expect(first).not.toContain(guide.answer.en);
    expect(second).toContain(guide.answer.en);
    // Without the agreement, the guide's answer opens and the note follows it.
    const [unagreed] = (await summarize(undefined)).split('\n\n');
    expect(unagreed).toContain(guide.answer.en);
    expect(unagreed).not.toContain('Under art. 1964');
  });
});

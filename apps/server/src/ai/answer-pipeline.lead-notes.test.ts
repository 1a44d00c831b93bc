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

// Search's first article, whose note names another article that search did not return.
const assignment: Source = {
  ...(lawSource('1978.2') as LawSource),
  note: {
    en: 'A landlord notified of an assignment may refuse for a reason other than a serious reason under article 1871; the lease then ends on the assignment date.',
    fr: 'Le locateur avisé d’une cession peut refuser pour un motif autre qu’un motif sérieux au sens de l’article 1871; le bail est alors résilié à la date de la cession.',
    consolidation: '2025-06-30',
    reviewed: '2026-11-23',
  },
};

describe('the lead notes under a guide', () => {
  it('fetches the articles a lead note names, so the note is stated', async () => {
    const asked: string[][] = [];
    const outcome = await createAnswerPipeline({
      model: createLocalComposer(),
      clock,
      matchGuides,
      retrieve: async () => ({
        results: [assignment, lawSource('1957'), lawSource('1960')].map((source) => ({ source })),
      }),
      lookup: async (refs) => {
        asked.push(refs.articles);
        return [...refs.articles.map((a) => lawSource(a)), ...refs.forms.map((f) => formSource(f))];
      },
    }).answer({
      question: 'I am 72. My landlord sent me a notice of repossession for his son. Can he?',
      lang: 'en',
      questionnaire: tenant,
    });
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    // Art. 1871 is fetched with the guide's own articles, and the note of art. 1978.2 is stated.
    expect(asked.flat()).toContain('1871');
    expect(outcome.sources).toContainEqual(expect.objectContaining({ article: '1871' }));
    expect(outcome.text.split('## Applicable law')[0]).toContain('Under art. 1978.2 C.c.Q.');
    expect(outcome.unverifiedCitations).toEqual([]);
  });
});

describe('the form a rule ties to the article the Summary opens on, with no guide', () => {
  // Art. 1920's note leads; no form rests on the article, and no guide answers.
  const occupants: Source = {
    ...(lawSource('1920') as LawSource),
    note: {
      en: 'The number of occupants of a dwelling must be such that each of them can live in normal conditions of comfort and sanitation.',
      fr: 'Le nombre d’occupants d’un logement doit être tel qu’il permet à chacun de vivre dans des conditions normales de confort et de salubrité.',
      consolidation: '2025-06-30',
      reviewed: '2026-11-23',
    },
  };
  const general = { form: 'TAL-001A', when: { en: 'Apply.', fr: 'Demander.' } };
  const ask = (userType: 'landlord' | 'tenant') =>
    createAnswerPipeline({
      model: createLocalComposer(),
      clock,
      matchGuides: () => [],
      retrieve: async () => ({ results: [{ source: occupants }] }),
      lookup: async (refs) => refs.forms.map((f) => formSource(f)),
      ruleForms: (article) =>
        article === '1920' ? [{ ...general, party: 'landlord' as const, rule: '1920' }] : [],
    }).answer({
      question: 'Seven people now live in a one-bedroom apartment. What can be done?',
      lang: 'en',
      questionnaire: { userType } as QuestionnaireFields,
    });

  it('offers it to the party the rule gives the recourse, and to no other', async () => {
    const landlord = await ask('landlord');
    if (landlord.status !== 'ready') throw new Error(landlord.status);
    expect(landlord.text.split('## Next steps')[1]).toContain('**TAL-001A**');
    const tenantAnswer = await ask('tenant');
    expect(tenantAnswer.text).not.toContain('TAL-001A');
  });
});

import type { LawSource, QuestionnaireFields, Source } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { createGuideMatcher } from '../kb/content/match-guides';
import { makeGuide } from '../test/fixture-content';
import { formSource, lawSource } from '../test/fixture-sources';
import { createAnswerPipeline, type AnswerPipelineDeps } from './answer-pipeline';
import type { RetrieveSources } from './retrieve-types';
import { startFakeModelServer } from '../test/fake-model-server';
import { createLocalComposer } from './local-composer';
import { createAnswerModel } from './model-registry';

const clock = { now: () => new Date('2026-11-23T12:00:00Z') };
const guide = makeGuide();
const { matchGuides } = createGuideMatcher([guide]);
const tenant = { userType: 'tenant' } as QuestionnaireFields;
const QUESTION = 'I am 72. My landlord sent me a notice of repossession for his son. Can he?';

/** Search returns the general repossession articles; a query naming articles gets those. */
function retrieve(calls: string[]): RetrieveSources {
  return async (query) => {
    calls.push(query);
    const named = [...query.matchAll(/art\. (\d{4}(?:\.\d)?) C\.c\.Q\./g)].map((m) => m[1]!);
    const forms = [...query.matchAll(/TAL-\d{3}A/g)].map((m) => m[0]);
    const sources: Source[] =
      named.length + forms.length > 0
        ? [...named.map((a) => lawSource(a)), ...forms.map((id) => formSource(id))]
        : [lawSource('1957'), lawSource('1960'), formSource('TAL-812A')];
    return { results: sources.map((source) => ({ source })) };
  };
}

/** The offline composer with the fixture guide's matcher; tests change what they need. */
function createGuidedPipeline(
  deps: Partial<AnswerPipelineDeps> & Pick<AnswerPipelineDeps, 'retrieve'>,
) {
  return createAnswerPipeline({ model: createLocalComposer(), clock, matchGuides, ...deps });
}

describe('answers from a matched situation guide', () => {
  it('fetches the articles and forms the guide cites, and answers from the guide', async () => {
    const calls: string[] = [];
    const pipeline = createGuidedPipeline({ retrieve: retrieve(calls) });
    const outcome = await pipeline.answer({
      question: QUESTION,
      lang: 'en',
      questionnaire: tenant,
    });
    expect(outcome.status).toBe('ready');
    if (outcome.status !== 'ready') return;
    // The deciding article was not found by search: it was asked for by number, and comes first.
    expect(calls[1]).toContain('art. 1959.1 C.c.Q.');
    expect(calls[1]).toContain('TAL-811A');
    const laws = outcome.sources.filter((source) => source.type === 'LAW');
    expect(laws[0]).toMatchObject({ article: '1959.1' });
    const summary = outcome.text.split('## Applicable law')[0]!;
    expect(summary).toContain(guide.answer.en);
    expect(summary).toContain('TAL-811A');
    expect(summary).toMatch(/72: art\. 1959\.1 C\.c\.Q\. requires an age of 65 or over/);
    expect(outcome.unverifiedCitations).toEqual([]);
  });

  it('gives a remote model the guide and the notes as grounding, and checks its citations', async () => {
    const server = await startFakeModelServer({
      format: 'openai',
      chunks: ['## Summary\nSee art. 1959.1 C.c.Q. and art. 1999 C.c.Q.'],
    });
    try {
      const noted: Source = {
        ...(lawSource('1957') as LawSource),
        note: {
          en: 'A plain note.',
          fr: 'Une note.',
          consolidation: '2025-06-30',
          reviewed: '2026-11-23',
        },
      };
      const pipeline = createAnswerPipeline({
        retrieve: async (query) =>
          query.includes('C.c.Q.')
            ? retrieve([])(query, undefined as never)
            : { results: [{ source: noted }] },
        model: createAnswerModel({
          provider: 'openai-compatible',
          apiKey: undefined,
          name: 'm',
          baseUrl: server.baseUrl,
        }),
        clock,
        matchGuides,
      });
      const outcome = await pipeline.answer({
        question: QUESTION,
        lang: 'en',
        questionnaire: tenant,
      });
      const body = JSON.stringify(server.requests[0]?.body);
      expect(body).toContain(`Direct answer: ${guide.answer.en}`);
      expect(body).toContain('Plain-language note (not the official text): A plain note.');
      // The checker applies unchanged: 1959.1 was fetched for the guide, 1999 was never shown.
      expect(outcome.status === 'ready' && outcome.unverifiedCitations.map((c) => c.text)).toEqual([
        '1999',
      ]);
    } finally {
      await server.close();
    }
  });

  it('looks the cited sources up by reference when it can, instead of searching again', async () => {
    const calls: string[] = [];
    const looked: string[][] = [];
    const pipeline = createGuidedPipeline({
      retrieve: retrieve(calls),
      lookup: async (refs) => {
        looked.push([...refs.articles, ...refs.forms]);
        return [...refs.articles.map((a) => lawSource(a)), ...refs.forms.map((f) => formSource(f))];
      },
    });
    const outcome = await pipeline.answer({
      question: QUESTION,
      lang: 'en',
      questionnaire: tenant,
    });
    expect(calls).toHaveLength(1);
    expect(looked[0]).toEqual(expect.arrayContaining(['1959.1', '1962', 'TAL-811A']));
    expect(outcome.status === 'ready' && outcome.unverifiedCitations).toEqual([]);
  });

  it('names the asker’s form resting on search’s best article when the guide has only TAL-001A', async () => {
    const rooms = makeGuide({
      id: 'rooms',
      appliesTo: {
        roles: ['landlord'],
        concepts: {
          en: ['rooming house', 'room rental', 'renting a room'],
          fr: ['maison de chambres', 'chambre', 'pension'],
        },
      },
      articles: ['1892', '1942'],
      forms: [
        { form: 'TAL-001A', party: 'either', when: { en: 'A dispute.', fr: 'Un différend.' } },
      ],
    });
    const pipeline = createAnswerPipeline({
      model: createLocalComposer(),
      clock,
      matchGuides: createGuideMatcher([rooms]).matchGuides,
      retrieve: async () => ({
        results: [lawSource('1892'), lawSource('1942')].map((source) => ({ source })),
      }),
      lookup: async (refs) => [
        ...refs.articles.map((a) => lawSource(a)),
        ...refs.forms.map((f) => formSource(f)),
        ...(refs.formsOn?.includes('1942') ? [formSource('TAL-806A')] : []),
      ],
    });
    const outcome = await pipeline.answer({
      question: 'I run a rooming house. How early must I announce a rent increase?',
      lang: 'en',
      questionnaire: { userType: 'landlord' } as QuestionnaireFields,
    });
    expect(outcome.text).toContain('TAL-806A');
    expect(outcome.sources.some((source) => source.id === 'form-TAL-806A')).toBe(true);
    expect(outcome.status === 'ready' && outcome.unverifiedCitations).toEqual([]);
  });

  it('falls back to the sources when no guide matches, led by the best article’s note', async () => {
    const pipeline = createGuidedPipeline({
      retrieve: async () => ({
        results: [{ source: withNote('1957') }, { source: lawSource('1960') }],
      }),
    });
    const outcome = await pipeline.answer({
      question: 'What does my lease say about the garden?',
      lang: 'en',
      questionnaire: tenant,
    });
    const summary = outcome.text.split('## Applicable law')[0]!;
    expect(summary).toMatch(
      /rests on the articles found first\. Under art\. 1957 C\.c\.Q\., a plain note/,
    );
    expect(summary).toMatch(/The sources found for your question point mainly to/);
    expect(outcome.text).not.toContain(guide.answer.en);
  });

  it('keeps search’s best article among the sources and states its note, however many articles the guide cites', async () => {
    const many = makeGuide({
      answer: {
        ...guide.answer,
        articles: ['1959.1', '1957', '1958', '1960', '1961', '1962', '1963', '1965', '1967'],
      },
    });
    const pipeline = createAnswerPipeline({
      model: createLocalComposer(),
      clock,
      matchGuides: createGuideMatcher([many]).matchGuides,
      retrieve: async () => ({
        results: [{ source: withNote('1964') }, { source: lawSource('1957') }],
      }),
      lookup: async (refs) => [
        ...refs.articles.map((a) => lawSource(a)),
        ...refs.forms.map((f) => formSource(f)),
      ],
    });
    const outcome = await pipeline.answer({
      question: QUESTION,
      lang: 'en',
      questionnaire: tenant,
    });
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    expect(outcome.sources).toContainEqual(expect.objectContaining({ article: '1964' }));
    const summary = outcome.text.split('## Applicable law')[0]!;
    expect(summary).toContain(`${many.answer.en}\n\nUnder art. 1964 C.c.Q., a plain note.`);
    expect(outcome.unverifiedCitations).toEqual([]);
  });
});

function withNote(article: string): Source {
  const note = {
    en: 'A plain note.',
    fr: 'Une note.',
    consolidation: '2025-06-30',
    reviewed: '2026-11-23',
  };
  return { ...(lawSource(article) as LawSource), note };
}

import {
  ADVICE_FALLBACK_ERROR_TEXT,
  DEFAULT_SKIPPED_ANSWERS,
  getSourcesFromLegacyLists,
  type Source,
} from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { createAnswerPipeline } from './answer-pipeline';
import type { AnswerEvent, AnswerOutcome } from './answer-outcome';
import type { RetrieveSources } from './retrieve-types';
import type { AnswerModel } from './answer-types';
import { UNVERIFIED_CITATION_MARK } from './citation-checker';
import { startFakeModelServer } from '../test/fake-model-server';
import { createLocalComposer } from './local-composer';
import { createAnswerModel } from './model-registry';
import { decisionSource, formSource, lawSource, modifiedLawSource } from '../test/fixture-sources';

const clock = { now: () => new Date('2026-02-10T12:00:00Z') };
const rentSources: Source[] = [
  ...['1942', '1943', '1944', '1945', '1946', '1947'].map((article) => lawSource(article)),
  modifiedLawSource('1947', ['2024, c. 2']),
  formSource('TAL-810A'),
  decisionSource('2023 QCTAL 22726'),
];
const QUESTION = 'My landlord wants to raise my rent by 12% at renewal, what can I do?';

function retrieveFrom(sources: Source[], calls: string[] = []): RetrieveSources {
  return async (query) => {
    calls.push(query);
    if (query === 'art. 1892 C.c.Q.') return { results: [{ source: lawSource('1892') }] };
    return { results: sources.map((source, index) => ({ source, score: 1 - index / 100 })) };
  };
}

function fakeModel(chunks: string[], failAfter?: number): AnswerModel {
  return {
    id: 'fake',
    label: 'llm',
    async *streamAnswer(_input, signal) {
      for (const [index, chunk] of chunks.entries()) {
        if (failAfter === index) throw new Error('model exploded');
        signal.throwIfAborted();
        yield chunk;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    },
  };
}

async function run(
  pipeline: ReturnType<typeof createAnswerPipeline>,
  request: Parameters<ReturnType<typeof createAnswerPipeline>['stream']>[0],
  onEvent?: (event: AnswerEvent) => void,
): Promise<{ events: AnswerEvent[]; outcome: AnswerOutcome }> {
  const events: AnswerEvent[] = [];
  const stream = pipeline.stream(request);
  for (;;) {
    const next = await stream.next();
    if (next.done) return { events, outcome: next.value };
    events.push(next.value);
    onEvent?.(next.value);
  }
}

describe('createAnswerPipeline', () => {
  it('streams sources, deltas and a ready outcome with consistent legacy lists', async () => {
    const pipeline = createAnswerPipeline({
      retrieve: retrieveFrom(rentSources),
      model: createLocalComposer(),
      clock,
    });
    const { events, outcome } = await run(pipeline, {
      question: QUESTION,
      lang: 'en',
      questionnaire: { ...DEFAULT_SKIPPED_ANSWERS },
    });
    expect(events[0]).toEqual({ type: 'sources', sources: rentSources });
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(10);
    expect(events.at(-1)).toEqual({ type: 'done', outcome });
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    expect(outcome.model).toEqual({ id: 'local', label: 'offline-composer' });
    expect(outcome.outOfScope).toBe(false);
    expect(outcome.unverifiedCitations).toEqual([]);
    expect(outcome.text).toContain('## Summary');
    expect(outcome.text).toContain('**Amended article** (2024, c. 2)');
    expect(outcome.legacy.urls_ccq).toHaveLength(6);
    expect(outcome.legacy.urls_ccq_modif).toHaveLength(1);
    expect(outcome.legacy.caselaw_reference).toEqual(['2023 QCTAL 22726']);
    expect(outcome.legacy.relevant_forms.map((form) => form.title)).toEqual([
      rentSources[7]!.title,
    ]);
    expect(getSourcesFromLegacyLists(outcome.legacy)).toHaveLength(outcome.sources.length);
  });

  it('marks citations a model invented and cleans the text', async () => {
    const pipeline = createAnswerPipeline({
      retrieve: retrieveFrom(rentSources),
      model: fakeModel([
        '## Summary\\nUse TAL-810A ',
        'under art. 1945 and art. 9999, ',
        'see 2099 QCTAL 1."}',
      ]),
      clock,
    });
    const { outcome } = await pipeline
      .answer({ question: QUESTION, lang: 'en' })
      .then((o) => ({ outcome: o }));
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    const mark = UNVERIFIED_CITATION_MARK.en;
    expect(outcome.text).toBe(
      `## Summary\nUse TAL-810A under art. 1945 and art. 9999 ${mark}, see 2099 QCTAL 1 ${mark}.`,
    );
    expect(outcome.unverifiedCitations.map((citation) => citation.text)).toEqual(
      expect.arrayContaining(['9999', '2099 QCTAL 1']),
    );
  });

  it('returns no sources with an out-of-scope answer', async () => {
    const pipeline = createAnswerPipeline({
      retrieve: retrieveFrom(rentSources),
      model: createLocalComposer(),
      clock,
    });
    const outcome = await pipeline.answer({ question: 'Who won the 1998 World Cup?', lang: 'en' });
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    expect(outcome.outOfScope).toBe(true);
    expect(outcome.text.startsWith('Sorry, your question')).toBe(true);
    expect(outcome.sources).toEqual([]);
    expect(outcome.legacy.urls_ccq).toEqual([]);
  });

  it('fetches art. 1892 for an excluded situation and states it', async () => {
    const calls: string[] = [];
    const pipeline = createAnswerPipeline({
      retrieve: retrieveFrom(rentSources, calls),
      model: createLocalComposer(),
      clock,
    });
    const outcome = await pipeline.answer({
      question: QUESTION,
      lang: 'fr',
      questionnaire: { ...DEFAULT_SKIPPED_ANSWERS, excludedSituation: 'vacation-rental' },
    });
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    expect(calls).toEqual([QUESTION, 'art. 1892 C.c.Q.']);
    expect(outcome.sources[0]).toMatchObject({ type: 'LAW', article: '1892' });
    expect(outcome.excludedSituation).toEqual({
      situation: 'vacation-rental',
      origin: 'questionnaire',
    });
    expect(outcome.text).toContain('**Situation exclue.** Vous avez indiqué');
    expect(outcome.unverifiedCitations).toEqual([]);
  });

  it('adds the previous question to a short follow-up for retrieval', async () => {
    const calls: string[] = [];
    const pipeline = createAnswerPipeline({
      retrieve: retrieveFrom(rentSources, calls),
      model: createLocalComposer(),
      clock,
    });
    await pipeline.answer({
      question: 'And for a room?',
      lang: 'en',
      history: [{ question: QUESTION, answer: '…' }],
    });
    expect(calls[0]).toBe(`${QUESTION}\nAnd for a room?`);
  });

  it('reports a model failure with the fallback text', async () => {
    const pipeline = createAnswerPipeline({
      retrieve: retrieveFrom(rentSources),
      model: fakeModel(['## Summary\n', 'partial'], 1),
      clock,
    });
    const outcome = await pipeline.answer({ question: QUESTION, lang: 'en' });
    expect(outcome.status).toBe('error');
    expect(outcome.text).toBe(ADVICE_FALLBACK_ERROR_TEXT);
    expect(outcome.sources).toEqual(rentSources);
    if (outcome.status === 'error') expect(String(outcome.error)).toContain('model exploded');
  });

  it('reports a retrieval failure with the fallback text', async () => {
    const pipeline = createAnswerPipeline({
      retrieve: async () => {
        throw new Error('database down');
      },
      model: createLocalComposer(),
      clock,
    });
    const { events, outcome } = await run(pipeline, { question: QUESTION, lang: 'en' });
    expect(outcome).toMatchObject({
      status: 'error',
      text: ADVICE_FALLBACK_ERROR_TEXT,
      sources: [],
    });
    expect(events.map((event) => event.type)).toEqual(['done']);
  });

  it('stops the local composer promptly on abort and keeps the partial text', async () => {
    const controller = new AbortController();
    const pipeline = createAnswerPipeline({
      retrieve: retrieveFrom(rentSources),
      model: createLocalComposer({ chunkSize: 20 }),
      clock,
    });
    let deltas = 0;
    const { outcome } = await run(
      pipeline,
      { question: QUESTION, lang: 'en', signal: controller.signal },
      (event) => {
        if (event.type === 'delta' && ++deltas === 5) controller.abort();
      },
    );
    expect(outcome.status).toBe('aborted');
    expect(deltas).toBeLessThanOrEqual(6);
    expect(outcome.text.startsWith('## Summary')).toBe(true);
  });

  it('stops a stalled remote model on abort and reports an error when it fails', async () => {
    const stalled = await startFakeModelServer({
      format: 'openai',
      chunks: ['## Summary\nfirst', 'never'],
      hangAfterFirstChunk: true,
    });
    const failing = await startFakeModelServer({ format: 'openai', chunks: [], failWith: 503 });
    try {
      const settings = { provider: 'openai-compatible' as const, apiKey: undefined, name: 'm' };
      const controller = new AbortController();
      const pipeline = createAnswerPipeline({
        retrieve: retrieveFrom(rentSources),
        model: createAnswerModel({ ...settings, baseUrl: stalled.baseUrl }),
        clock,
      });
      const started = Date.now();
      const { outcome } = await run(
        pipeline,
        { question: QUESTION, lang: 'en', signal: controller.signal },
        (event) => {
          if (event.type === 'delta') setTimeout(() => controller.abort(), 10);
        },
      );
      expect(outcome.status).toBe('aborted');
      expect(Date.now() - started).toBeLessThan(5_000);
      const failed = await createAnswerPipeline({
        retrieve: retrieveFrom(rentSources),
        model: createAnswerModel({ ...settings, baseUrl: failing.baseUrl }),
        clock,
      }).answer({ question: QUESTION, lang: 'en' });
      expect(failed).toMatchObject({ status: 'error', text: ADVICE_FALLBACK_ERROR_TEXT });
    } finally {
      await Promise.all([stalled.close(), failing.close()]);
    }
  });
});

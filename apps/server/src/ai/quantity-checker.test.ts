import type { Source } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { createAnswerPipeline } from './answer-pipeline';
import { UNVERIFIED_CITATION_MARK } from './citation-checker';
import { createLocalComposer } from './local-composer';
import { createAnswerModel } from './model-registry';
import { UNVERIFIED_QUANTITY_MARK, checkQuantities } from './quantity-checker';
import { startFakeModelServer } from '../test/fake-model-server';
import { formSource, lawSource, readArticleText } from '../test/fixture-sources';

const rentSources: Source[] = [lawSource('1942'), lawSource('1945'), formSource('TAL-810A')];
const EN = UNVERIFIED_QUANTITY_MARK.en;
const FR = UNVERIFIED_QUANTITY_MARK.fr;

describe('checkQuantities', () => {
  it('keeps delays the quoted articles state, in words or digits, in either language', () => {
    expect(readArticleText('1942')).toContain('au moins trois mois, mais pas plus de six mois');
    expect(readArticleText('1942')).toContain('10 jours et 20 jours');
    expect(readArticleText('1942')).not.toMatch(/quinze|15 jours/);
    const text =
      'Notice must come at least 3 months but no more than six months before the end; for a lease of less than 12 months, one to two months; for a room, ten and 20 days.';
    const result = checkQuantities(text, rentSources, 'en');
    expect(result.unverified).toEqual([]);
    expect(result.text).toBe(text);
    const french = 'L’avis doit être donné au moins 3 mois, mais pas plus de six mois, avant.';
    expect(checkQuantities(french, rentSources, 'fr').text).toBe(french);
  });

  it('marks a delay, an amount and a percentage no quoted article states', () => {
    const result = checkQuantities(
      'You have 15 days to answer, the increase may not exceed $500, or 5%, and you have three weeks.',
      rentSources,
      'en',
    );
    expect(result.text).toBe(
      `You have 15 days ${EN} to answer, the increase may not exceed $500 ${EN}, or 5% ${EN}, and you have three weeks ${EN}.`,
    );
    expect(result.unverified.map((quantity) => [quantity.value, quantity.unit])).toEqual([
      [15, 'day'],
      [500, 'dollar'],
      [5, 'percent'],
      [3, 'week'],
    ]);
  });

  it('reads number words in French and leaves dates, articles and verbatim quotes alone', () => {
    const quote = readArticleText('1945').split('\n')[0]!;
    const text = `Selon l’art. 1945 C.c.Q., le 30 juin 2026 : « ${quote} » Vous avez quinze jours pour répondre.`;
    expect(checkQuantities(text, rentSources, 'fr').text).toBe(
      `Selon l’art. 1945 C.c.Q., le 30 juin 2026 : « ${quote} » Vous avez quinze jours ${FR} pour répondre.`,
    );
  });
});

describe('the answer pipeline with a remote model', () => {
  const clock = { now: () => new Date('2026-02-10T12:00:00Z') };
  const retrieve = async () => ({ results: rentSources.map((source) => ({ source })) });
  const QUESTION = 'My landlord wants to raise my rent at renewal, what can I do?';

  it('marks the delays and amounts a model states that no quoted article contains', async () => {
    const server = await startFakeModelServer({
      format: 'openai',
      chunks: [
        '## Summary\n\nUnder art. 1942 C.c.Q. the notice comes three to six months before the end. ',
        'The increase is capped at 5%, or $50 a month, and art. 1999 ',
        'gives you 15 days',
      ],
    });
    try {
      const pipeline = createAnswerPipeline({
        retrieve,
        model: createAnswerModel({
          provider: 'openai-compatible',
          apiKey: undefined,
          name: 'm',
          baseUrl: server.baseUrl,
        }),
        clock,
      });
      const outcome = await pipeline.answer({ question: QUESTION, lang: 'en' });
      if (outcome.status !== 'ready') throw new Error(outcome.status);
      expect(outcome.text).toBe(
        '## Summary\n\nUnder art. 1942 C.c.Q. the notice comes three to six months before the end. ' +
          `The increase is capped at 5% ${EN}, or $50 ${EN} a month, and art. 1999 ${UNVERIFIED_CITATION_MARK.en} ` +
          // A mark at the very end of the answer survives the cleaning of its trailing brackets.
          `gives you 15 days ${EN}`,
      );
      expect(outcome.unverifiedQuantities.map((quantity) => quantity.text)).toEqual([
        '5 %',
        '$ 50',
        '15 days',
      ]);
    } finally {
      await server.close();
    }
  });

  it('leaves the offline composer’s own deadlines unmarked', async () => {
    const pipeline = createAnswerPipeline({ retrieve, model: createLocalComposer(), clock });
    const outcome = await pipeline.answer({
      question: 'I received a notice of rent increase on January 15, 2026. Can I refuse it?',
      lang: 'en',
    });
    if (outcome.status !== 'ready') throw new Error(outcome.status);
    // Counted from the question's date, not quoted from an article: a remote model's "5 days"
    // would be marked, the composer's own arithmetic is not.
    expect(outcome.text).toContain('ends on February 15, 2026, 5 days left');
    expect(outcome.text).not.toContain(EN);
    expect(outcome.unverifiedQuantities).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerInput, AnswerModel } from '../../ai/answer-types';
import { createLocalComposer } from '../../ai/local-composer';
import { createKbService, type KbService } from '../../modules/kb/kb.service';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { ingestCorpus } from '../ingest/ingest-corpus';
import { silentProgress } from '../ingest/ingest-progress';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { FRESH_SET_TODAY, loadFreshSet, type FreshQuestion } from './fresh-set';
import { formatAnswerEvalReport, runAnswerEvaluation } from './run-answer-eval';

const clock = { now: () => FRESH_SET_TODAY };
const all = loadFreshSet();
const senior = all.find((q) => q.lang === 'en' && q.questionnaire?.tenant65Over === true)!;
const french = all.find((q) => q.lang === 'fr' && q.forms.length > 0 && !q.questionnaire)!;

/** A model that answers each question the way the criteria ask, from the record itself. */
function createModelAnswering(
  questions: readonly FreshQuestion[],
  seen: AnswerInput[],
): AnswerModel {
  return {
    id: 'test',
    label: 'llm',
    async *streamAnswer(input) {
      seen.push(input);
      const question = questions.find((q) => q.q === input.question)!;
      const facts = question.keyFacts.map((fact) => fact[0]).join(', ');
      const [summary, next] =
        input.lang === 'en' ? ['Summary', 'Next steps'] : ['Résumé', 'Prochaines étapes'];
      const body =
        input.lang === 'en'
          ? `Under art. ${question.decisive[0]} C.c.Q., the rule is: ${facts}. Use the form ${question.forms.join(' or ')}.`
          : `Selon l’art. ${question.decisive[0]} C.c.Q., la règle est : ${facts}. Utilisez le formulaire ${question.forms.join(' ou ')}.`;
      yield `## ${summary}\n\n${body}\n\n## ${next}\n\n- ${input.lang === 'en' ? 'Keep a copy of the notice.' : 'Gardez une copie de l’avis.'}`;
    },
  };
}

describe('runAnswerEvaluation (real corpus, real pipeline)', () => {
  let database: TestDatabase;
  let kb: KbService;

  beforeAll(async () => {
    database = await createTestDatabase();
    await ingestCorpus(database.db, REAL_CORPUS_DIR, silentProgress);
    kb = createKbService(database.db);
  });
  afterAll(() => database.dispose());

  it('answers each question with the offline composer and scores it per language', async () => {
    const report = await runAnswerEvaluation([senior, french], {
      kb,
      model: createLocalComposer(),
      clock,
    });
    expect(report.questions.map((q) => [q.id, q.lang, q.status])).toEqual([
      [senior.id, 'en', 'ready'],
      [french.id, 'fr', 'ready'],
    ]);
    expect(report.questions.every((q) => q.summary.length > 0)).toBe(true);
    expect(report.byLanguage.en.questions).toBe(1);
    expect(report.byLanguage.fr.questions).toBe(1);
    expect(report.byLanguage.all.questions).toBe(2);
    expect(formatAnswerEvalReport(report)).toContain('Passed');
  });

  it('gives the model the question’s language, questionnaire, date and retrieved law', async () => {
    const seen: AnswerInput[] = [];
    const report = await runAnswerEvaluation([senior, french], {
      kb,
      model: createModelAnswering([senior, french], seen),
      clock,
    });
    expect(seen[0]).toMatchObject({
      lang: 'en',
      now: FRESH_SET_TODAY,
      questionnaire: { userType: 'tenant', tenant65Over: true },
    });
    expect(seen[1]).toMatchObject({ lang: 'fr', questionnaire: null });
    expect(seen.every((input) => input.sources.some((source) => source.type === 'LAW'))).toBe(true);
    expect(report.questions.map((q) => q.score.pass)).toEqual([true, true]);
    expect(report.byLanguage.all.passRate).toBe(1);
  });

  it('fails a question whose answer ends in an error', async () => {
    const failing: AnswerModel = {
      id: 'failing',
      label: 'llm',
      // eslint-disable-next-line require-yield
      async *streamAnswer() {
        throw new Error('model unavailable');
      },
    };
    const report = await runAnswerEvaluation([senior], { kb, model: failing, clock });
    expect(report.questions[0]).toMatchObject({ status: 'error', score: { pass: false } });
  });
});

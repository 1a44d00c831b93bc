import { createAnswerPipeline } from '../../ai/answer-pipeline';
import type { AnswerModel } from '../../ai/answer-types';
import type { Clock } from '../../lib/clock';
import { RETRIEVAL_RESULTS } from '../../ai/pick-sources';
import type { KbService } from '../../modules/kb/kb.service';
import { toQuestionnaireFields, toSearchContext, type FreshQuestion } from './fresh-set';
import {
  CRITERIA,
  readFirstSection,
  scoreAnswer,
  summarizeScores,
  type AnswerScore,
  type ScoreSummary,
} from './score-answer';

export type AnsweredQuestion = {
  id: string;
  lang: 'en' | 'fr';
  role: FreshQuestion['role'];
  status: 'ready' | 'aborted' | 'error';
  score: AnswerScore;
  /** The first section as the user saw it, to read why a question failed. */
  summary: string;
};

export type AnswerEvalReport = {
  byLanguage: Record<'all' | 'en' | 'fr', ScoreSummary>;
  questions: AnsweredQuestion[];
};

/**
 * Asks every question as the product does (advice-stream.service.ts): retrieval with the
 * asker's questionnaire as context and RETRIEVAL_RESULTS results, then the answer pipeline
 * with the model, in the question's language, one question at a time.
 */
export async function runAnswerEvaluation(
  questions: readonly FreshQuestion[],
  deps: {
    kb: Pick<KbService, 'searchForAnswer' | 'matchGuides' | 'lookup' | 'ruleForms'>;
    model: AnswerModel;
    clock: Clock;
  },
): Promise<AnswerEvalReport> {
  const answered: AnsweredQuestion[] = [];
  for (const question of questions) {
    const context = toSearchContext(question);
    const pipeline = createAnswerPipeline({
      retrieve: (query, retrieveContext) =>
        deps.kb.searchForAnswer({
          q: query,
          lang: retrieveContext.lang,
          context,
          k: RETRIEVAL_RESULTS,
        }),
      model: deps.model,
      clock: deps.clock,
      matchGuides: deps.kb.matchGuides,
      lookup: deps.kb.lookup,
      ruleForms: deps.kb.ruleForms,
    });
    const outcome = await pipeline.answer({
      question: question.q,
      lang: question.lang,
      questionnaire: toQuestionnaireFields(question),
    });
    const score = scoreAnswer(question, outcome.text);
    answered.push({
      id: question.id,
      lang: question.lang,
      role: question.role,
      status: outcome.status,
      // An answer that failed or stopped does not pass, whatever its text.
      score: outcome.status === 'ready' ? score : { ...score, pass: false, passVerbatim: false },
      summary: readFirstSection(outcome.text),
    });
  }
  const summarize = (lang: 'all' | 'en' | 'fr') =>
    summarizeScores(
      answered.filter((entry) => lang === 'all' || entry.lang === lang).map((entry) => entry.score),
    );
  return {
    byLanguage: { all: summarize('all'), en: summarize('en'), fr: summarize('fr') },
    questions: answered,
  };
}

const LABELS: Record<(typeof CRITERIA)[number], string> = {
  citesDecisive: 'first section cites a decisive article',
  statesKeyFacts: 'first section states every key fact',
  namesForm: 'an expected form is named',
  inLanguage: "answer in the asker's language",
};

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatAnswerEvalReport(report: AnswerEvalReport): string {
  const { all, en, fr } = report.byLanguage;
  const lines = [
    'measure                                   all      en      fr',
    `${'pass (all four criteria)'.padEnd(40)} ${pct(all.passRate).padStart(6)}  ${pct(en.passRate).padStart(6)}  ${pct(fr.passRate).padStart(6)}`,
    ...CRITERIA.map(
      (criterion) =>
        `${LABELS[criterion].padEnd(40)} ${pct(all.byCriterion[criterion]).padStart(6)}  ${pct(en.byCriterion[criterion]).padStart(6)}  ${pct(fr.byCriterion[criterion]).padStart(6)}`,
    ),
    '',
    `Passed ${all.passed} of ${all.questions} (EN ${en.passed} of ${en.questions}, FR ${fr.passed} of ${fr.questions}).`,
    `With every key fact in the set's exact words: ${all.passedVerbatim} (EN ${en.passedVerbatim}, FR ${fr.passedVerbatim}).`,
  ];
  return lines.join('\n');
}

/** One Markdown table row set for bench/RESULTS.md. */
export function formatResultsLines(
  report: AnswerEvalReport,
  label: string,
  setFile = 'fresh-set.jsonl',
): string[] {
  const { all, en, fr } = report.byLanguage;
  return [
    `${label}. Offline composer, real corpus, ${all.questions} questions of kb/resources/${setFile}.`,
    '',
    '| measure | all | EN | FR |',
    '| --- | ---: | ---: | ---: |',
    `| pass (all four criteria) | ${pct(all.passRate)} | ${pct(en.passRate)} | ${pct(fr.passRate)} |`,
    ...CRITERIA.map(
      (criterion) =>
        `| ${LABELS[criterion]} | ${pct(all.byCriterion[criterion])} | ${pct(en.byCriterion[criterion])} | ${pct(fr.byCriterion[criterion])} |`,
    ),
    `| pass, key facts in the set's exact words | ${pct(all.passedVerbatim / all.questions)} | ${pct(en.passedVerbatim / en.questions)} | ${pct(fr.passedVerbatim / fr.questions)} |`,
  ];
}

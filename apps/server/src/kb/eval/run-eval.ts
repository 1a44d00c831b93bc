import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { KbService } from '../../modules/kb/kb.service';
import { createLexicalIndexRepository } from '../../modules/kb/lexical-index.repository';
import type { SearchContext } from '../retrieval/context-steering';
import { createBm25Index } from '../retrieval/bm25';
import { computeMetrics, distinctArticles, type EvalCase, type Metrics } from './metrics';

const devQuestionSchema = z.object({
  id: z.string(),
  lang: z.enum(['en', 'fr']),
  role: z.enum(['tenant', 'landlord']),
  q: z.string().min(1),
  expected: z.array(z.string()).min(1),
  context: z
    .object({
      buildingType: z.enum(['llm', 'university', 'mobile-home', 'none']).optional(),
      tenant65Over: z.boolean().optional(),
      buildingAgeUnder5: z.enum(['under-5', 'over-5', 'dont-know']).optional(),
      leaseTermType: z.enum(['fixed-term', 'undetermined']).optional(),
    })
    .optional(),
});
export type DevQuestion = z.infer<typeof devQuestionSchema>;

/** What retrieval is scored on: any set (development, second, fresh) maps to this. */
export type EvalQuestion = Pick<DevQuestion, 'id' | 'lang' | 'q' | 'expected'> & {
  context?: SearchContext;
};

export const DEV_SET_URL = new URL('../resources/dev-set.jsonl', import.meta.url);
export const HOLDOUT_SET_URL = new URL('../resources/holdout-set.jsonl', import.meta.url);

export function loadDevSet(url: URL = DEV_SET_URL): DevQuestion[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => devQuestionSchema.parse(JSON.parse(line)));
}

export type LanguageReport = { system: Metrics; baseline: Metrics };
export type EvalReport = {
  byLanguage: Record<'en' | 'fr' | 'all', LanguageReport>;
  misses: Array<{ id: string; expected: string[]; top5: string[] }>;
};

/** Civil Code passages as the baseline sees them (the plain ranking's texts), by article. */
async function loadBaselineDocuments(db: Database) {
  const passages = await createLexicalIndexRepository(db).loadLawTexts();
  return passages.map((passage) => ({ id: passage.article, text: passage.text }));
}

/**
 * Runs every question of a set through the knowledge-base search (laws and modified laws,
 * 10 results) and through plain BM25 over the same article texts, and scores both. With
 * `unsteered`, the ranking scored is search's before any guide steered it (its evidence: the
 * service must choose guides on evidence), so the words' own ranking is measured apart.
 */
export async function runEvaluation(
  db: Database,
  service: KbService,
  questions: readonly EvalQuestion[],
  options: { unsteered?: boolean } = {},
): Promise<EvalReport> {
  const baseline = createBm25Index(await loadBaselineDocuments(db));
  const system: Array<EvalCase & { lang: 'en' | 'fr'; id: string }> = [];
  const plain: Array<EvalCase & { lang: 'en' | 'fr' }> = [];
  for (const question of questions) {
    const response = await service.searchForAnswer({
      q: question.q,
      k: 10,
      lang: question.lang,
      types: ['LAW', 'MODIFIED_LAW'],
      context: question.context,
    });
    if (options.unsteered && !response.evidence) {
      throw new Error('The unsteered ranking needs a service that chooses guides on evidence');
    }
    const ranked = options.unsteered
      ? (response.evidence ?? [])
      : distinctArticles(
          response.results.map((hit) => ('article' in hit.source ? hit.source.article : undefined)),
        );
    system.push({ id: question.id, lang: question.lang, expected: question.expected, ranked });
    const baseRanked = distinctArticles(baseline.search(question.q, 20).map((hit) => hit.id));
    plain.push({ lang: question.lang, expected: question.expected, ranked: baseRanked });
  }
  const report = (lang: 'en' | 'fr' | 'all'): LanguageReport => ({
    system: computeMetrics(system.filter((entry) => lang === 'all' || entry.lang === lang)),
    baseline: computeMetrics(plain.filter((entry) => lang === 'all' || entry.lang === lang)),
  });
  const misses = system
    .filter(
      (entry) => !entry.ranked.slice(0, 5).some((article) => entry.expected.includes(article)),
    )
    .map((entry) => ({
      id: entry.id,
      expected: [...entry.expected],
      top5: entry.ranked.slice(0, 5),
    }));
  return { byLanguage: { en: report('en'), fr: report('fr'), all: report('all') }, misses };
}

const percent = (value: number) => value.toFixed(3);

/** `listMisses: false` for a held-out set: its failing questions stay unread. */
export function formatEvalReport(report: EvalReport, { listMisses = true } = {}): string {
  const lines = [
    'lang  ranker      questions  hit@1  hit@5  hit@10  recall@10  MRR',
    ...(['en', 'fr', 'all'] as const).flatMap((lang) =>
      (['system', 'baseline'] as const).map((ranker) => {
        const m = report.byLanguage[lang][ranker];
        const name = ranker === 'system' ? 'kb search' : 'plain BM25';
        return `${lang.padEnd(5)} ${name.padEnd(11)} ${String(m.questions).padStart(9)}  ${percent(m.hitAt1)}  ${percent(m.hitAt5)}  ${percent(m.hitAt10).padStart(6)}  ${percent(m.recallAt10).padStart(9)}  ${percent(m.mrr)}`;
      }),
    ),
  ];
  if (!listMisses && report.misses.length > 0) {
    lines.push('', `${report.misses.length} not in the top 5 (held-out set: not listed).`);
  } else if (report.misses.length > 0) {
    lines.push('', 'Not in the top 5:');
    for (const miss of report.misses) {
      lines.push(`  ${miss.id}: expected ${miss.expected.join(', ')}; got ${miss.top5.join(', ')}`);
    }
  }
  return lines.join('\n');
}

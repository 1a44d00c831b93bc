import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { LegisImportReport } from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { loadContent, type KbContent } from '../content/load-content';
import type { KbSourceRecord } from '../corpus/kb-records';
import { buildCcqRecords, formatCcqTitle, type CcqArticleRecord } from '../corpus/parse-ccq';
import { ccqLawId, ccqModifiedLawId } from '../corpus/source-ids';
import { upsertPassages, upsertSources } from '../ingest/ingest-repository';
import { refreshSearchStats, refreshTranslationCurrency } from '../ingest/refresh-search-stats';
import { findContentNowFailing } from './content-impact';
import {
  findImportBySha,
  insertArticleVersions,
  insertImport,
  listAnswersQuoting,
  listLoadedArticles,
  type LoadedArticle,
} from './legis-repository';
import { parseCcqPages, type ParsedCcq } from './parse-ccq-pdf';
import { findLoadedConsolidation } from './legis-status';
import { readPdfPages } from './read-pdf-lines';
import { isSameLawText } from './same-law-text';

/** The rows an import writes are owned by this key, as a corpus file owns the rows it loads. */
export const LEGIS_SOURCE_FILE = 'legisquebec/CCQ-1991.pdf';

/** The knowledge base holds the lease chapter; the rest of the code is read but not loaded. */
export const LEASE_CHAPTER = { first: 1851, last: 2000 } as const;

export type ImportOptions = {
  clock: Clock;
  /** Notes and guides to re-check (the shipped content by default). */
  content?: KbContent;
  /** Where the forms catalogue is, so guides' forms are judged as `kb:check-content` does. */
  corpusDir?: string;
};

export type ImportOutcome = { status: 'imported' | 'unchanged'; report: LegisImportReport };

function isLeaseArticle(record: CcqArticleRecord): boolean {
  const number = Number.parseInt(record.article, 10);
  return number >= LEASE_CHAPTER.first && number <= LEASE_CHAPTER.last;
}

/** An amended article keeps a MODIFIED_LAW entry saying when and how it changed. */
function markChanged(
  sources: KbSourceRecord[],
  record: CcqArticleRecord,
  previous: LoadedArticle,
): void {
  const details = {
    headings: record.headings,
    history: record.history,
    changedIn: record.consolidation,
    previousText: previous.content,
    previousConsolidation: previous.consolidation,
  };
  const existing = sources.find((source) => source.id === ccqModifiedLawId(record.article));
  if (existing) {
    existing.details = { ...existing.details, ...details };
    return;
  }
  sources.push({
    id: ccqModifiedLawId(record.article),
    type: 'MODIFIED_LAW',
    title: `${formatCcqTitle(record.article)} (${record.consolidation})`,
    url: record.legisquebec_url,
    urlEn: record.legisquebec_url_en ?? null,
    lang: 'fr',
    content: record.text,
    article: record.article,
    consolidationDate: record.consolidation,
    pageTitle: record.headings.at(-1) ?? null,
    originalSourceId: ccqLawId(record.article),
    details,
  });
}

async function findAffectedAnswers(
  db: Database,
  changed: ReadonlyArray<{ record: CcqArticleRecord; previous: LoadedArticle }>,
): Promise<LegisImportReport['answers']> {
  const answers = new Map<string, LegisImportReport['answers'][number]>();
  for (const { record, previous } of changed) {
    for (const row of await listAnswersQuoting(db, record.article)) {
      const quotedOld = row.sources.some(
        (source) =>
          'article' in source &&
          source.article === record.article &&
          isSameLawText(source.content ?? '', previous.content),
      );
      if (!quotedOld) continue;
      const entry = answers.get(row.id) ?? {
        adviceId: row.id,
        conversationId: row.conversationId,
        articles: [],
      };
      entry.articles.push(record.article);
      answers.set(row.id, entry);
    }
  }
  return [...answers.values()];
}

/**
 * Loads a parsed consolidation's lease chapter. Articles whose text differs from the loaded one
 * keep their previous text (kb_article_versions) and are marked MODIFIED_LAW with the new
 * consolidation date and history line; the report lists them, the content they break and the
 * answers that quoted them. Every write happens in one transaction: a failure changes nothing.
 */
export async function importCcqConsolidation(
  db: Database,
  input: { file: string; sha256: string; parsed: ParsedCcq },
  options: ImportOptions,
): Promise<ImportOutcome> {
  const { file, sha256, parsed } = input;
  const known = await findImportBySha(db, sha256);
  if (known) return { status: 'unchanged', report: known.report as LegisImportReport };
  const lease = parsed.articles.filter(isLeaseArticle);
  const numbers = new Set(lease.map((record) => record.article));
  if (!numbers.has(String(LEASE_CHAPTER.first)) || !numbers.has(String(LEASE_CHAPTER.last))) {
    throw new AppError(
      'LEGIS_PDF_NOT_CCQ',
      `${file}: the lease chapter (art. ${LEASE_CHAPTER.first}–${LEASE_CHAPTER.last}) is not complete in this file`,
    );
  }
  const loaded = await listLoadedArticles(db);
  const byArticle = new Map(loaded.map((row) => [row.article, row]));
  const changed = lease.flatMap((record) => {
    const previous = byArticle.get(record.article);
    return previous && !isSameLawText(previous.content, record.text) ? [{ record, previous }] : [];
  });
  const records = buildCcqRecords(lease);
  for (const { record, previous } of changed) markChanged(records.sources, record, previous);
  const report: LegisImportReport = {
    file,
    sha256,
    consolidation: parsed.consolidation,
    previousConsolidation: findLoadedConsolidation(loaded),
    importedAt: options.clock.now().toISOString(),
    articles: lease.length,
    changed: changed.map(({ record, previous }) => ({
      article: record.article,
      previousConsolidation: previous.consolidation,
      consolidation: record.consolidation,
      history: record.history,
      url: record.legisquebec_url,
    })),
    content: findContentNowFailing({
      articles: lease,
      previousTexts: new Map(
        changed.map(({ record, previous }) => [record.article, previous.content]),
      ),
      content: options.content ?? loadContent(),
      corpusDir: options.corpusDir,
    }),
    answers: await findAffectedAnswers(db, changed),
  };
  await db.transaction(async (tx) => {
    const importId = await insertImport(tx, {
      fileName: file,
      fileSha256: sha256,
      consolidationDate: parsed.consolidation,
      articles: lease.length,
      changed: changed.length,
      report,
    });
    await insertArticleVersions(
      tx,
      changed.map(({ record, previous }) => ({
        sourceId: previous.id,
        article: record.article,
        consolidationDate: previous.consolidation,
        text: previous.content,
        history: previous.history,
        replacedBy: record.consolidation,
        importId,
      })),
    );
    await upsertSources(tx, records.sources, LEGIS_SOURCE_FILE);
    await upsertPassages(tx, records.passages, LEGIS_SOURCE_FILE);
  });
  await refreshTranslationCurrency(db);
  await refreshSearchStats(db);
  return { status: 'imported', report };
}

/** `npm run kb:import-ccq -- FILE.pdf`: reads, parses and imports one official PDF. */
export async function importCcqPdf(
  db: Database,
  path: string,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const file = basename(path);
  let sha256: string;
  try {
    sha256 = createHash('sha256').update(readFileSync(path)).digest('hex');
  } catch (error) {
    throw new AppError('LEGIS_PDF_UNREADABLE', `${file}: ${(error as Error).message}`);
  }
  const known = await findImportBySha(db, sha256);
  if (known) return { status: 'unchanged', report: known.report as LegisImportReport };
  const parsed = parseCcqPages(await readPdfPages(path), file);
  return importCcqConsolidation(db, { file, sha256, parsed }, options);
}

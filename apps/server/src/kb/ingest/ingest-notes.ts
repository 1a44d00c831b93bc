import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { KbPassageRecord } from '../corpus/kb-records';
import { ccqLawId } from '../corpus/source-ids';
import type { LoadedNote } from '../content/load-content';
import { loadAskedQuestions, type AskedQuestions } from '../content/asked-questions';
import {
  findExistingSourceIds,
  removeStaleRows,
  upsertPassages,
  type KbExecutor,
} from './ingest-repository';
import { refreshSearchStats } from './refresh-search-stats';

/** The owner of note passages in kb_passages: not a corpus file, our reviewed content. */
export const NOTES_SOURCE_FILE = 'content/notes';

export type NotesReport = { indexed: number; changed: number; removed: number };

/** `law-ccq-1959.1#note-en`: beside the article's own passages, never mistaken for its text. */
export function notePassageId(article: string, lang: 'en' | 'fr'): string {
  return `${ccqLawId(article)}#note-${lang}`;
}

/**
 * Ranking weight of a note's words (kb_postings.weight, read from details by the indexing
 * trigger): the English note is the only English text most articles have, so it counts as an
 * article's own text; the French note sits beside the official French text, so it counts less.
 * Chosen on the development and second sets (bench/RESULTS.md), never on the fresh set.
 */
const NOTE_WEIGHTS = { en: 1, fr: 0.75 } as const;

/** `law-ccq-1932#asked-en`: the questions an article answers, a search field never shown. */
export function askedPassageId(article: string, lang: 'en' | 'fr'): string {
  return `${ccqLawId(article)}#asked-${lang}`;
}

/** A passage of asked questions, by its id (`askedPassageId`): search normalises its length apart. */
export function isAskedPassageId(passageId: string): boolean {
  return passageId.endsWith('#asked-en') || passageId.endsWith('#asked-fr');
}

/**
 * Ranking weight of the asked questions' words: they are how people say the article's
 * situation, not what the article says, so they count less than its text and its notes.
 * Chosen on the development sets (bench/RESULTS.md, issue 10 session 13).
 */
export const ASKED_WEIGHTS = { en: 0.6, fr: 0.6 } as const;

function toAskedPassages(article: string, asked: AskedQuestions): KbPassageRecord[] {
  return (['en', 'fr'] as const).map((lang) => ({
    id: askedPassageId(article, lang),
    sourceId: ccqLawId(article),
    lang,
    heading: '',
    body: asked[lang].join('\n'),
    details: { kind: 'asked', weight: ASKED_WEIGHTS[lang] },
  }));
}

function toPassages(note: LoadedNote): KbPassageRecord[] {
  const sourceId = ccqLawId(note.article);
  const details = {
    kind: 'note',
    consolidation: note.origin.consolidation,
    reviewed: note.origin.reviewed,
  };
  return (['en', 'fr'] as const).map((lang) => ({
    id: notePassageId(note.article, lang),
    sourceId,
    lang,
    heading: '',
    body: note[lang],
    details: { ...details, weight: NOTE_WEIGHTS[lang] },
  }));
}

/** A repealed article is never searched for, so its note is not indexed. */
async function findInForceSourceIds(executor: KbExecutor, ids: readonly string[]) {
  const existing = await findExistingSourceIds(executor, ids);
  const repealed = await executor.execute<{ id: string }>(
    sql`select id from kb_sources where status <> 'in_force' and type = 'LAW'`,
  );
  for (const row of repealed.rows) existing.delete(row.id);
  return existing;
}

async function countChanged(
  executor: KbExecutor,
  passages: readonly KbPassageRecord[],
): Promise<number> {
  if (passages.length === 0) return 0;
  const result = await executor.execute<{ id: string; body: string }>(sql`
    select id, body from kb_passages where source_file = ${NOTES_SOURCE_FILE}`);
  const stored = new Map(result.rows.map((row) => [row.id, row.body]));
  return passages.filter((passage) => stored.get(passage.id) !== passage.body).length;
}

/**
 * Indexes the plain-language notes, and the questions each article answers, as passages of
 * their article, so an English question reaches the French law through the English words of
 * its note and everyday words reach the article whose situation they describe. Only changed notes are
 * rewritten; the search statistics are refreshed when anything changed. Notes of articles the
 * corpus does not hold (a partial corpus in tests) are left out.
 */
export async function indexArticleNotes(
  db: Database,
  notes: ReadonlyMap<string, LoadedNote>,
  options: { refreshStats?: boolean; asked?: ReadonlyMap<string, AskedQuestions> } = {},
): Promise<NotesReport> {
  const asked = options.asked ?? loadAskedQuestions();
  const all = [
    ...[...notes.values()].flatMap(toPassages),
    ...[...asked].flatMap(([article, questions]) => toAskedPassages(article, questions)),
  ];
  const report = await db.transaction(async (tx) => {
    const existing = await findInForceSourceIds(tx, [...new Set(all.map((p) => p.sourceId))]);
    const kept = all.filter((passage) => existing.has(passage.sourceId));
    const changed = await countChanged(tx, kept);
    await upsertPassages(tx, kept, NOTES_SOURCE_FILE);
    const before = await tx.execute<{ count: number }>(
      sql`select count(*)::int as count from kb_passages where source_file = ${NOTES_SOURCE_FILE}`,
    );
    await removeStaleRows(
      tx,
      NOTES_SOURCE_FILE,
      [],
      kept.map((passage) => passage.id),
    );
    const removed = Number(before.rows[0]?.count ?? 0) - kept.length;
    return { indexed: kept.length, changed, removed: Math.max(0, removed) };
  });
  if ((report.changed > 0 || report.removed > 0) && options.refreshStats !== false) {
    await refreshSearchStats(db);
  }
  return report;
}

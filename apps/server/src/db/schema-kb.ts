// Knowledge-base tables (issue 4) live here, apart from the other schema files, so the two can evolve in parallel.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One citable source (an article, a modified-law note, a form, a decision, an information page).
 * Columns mirror the contract's Source fields so a row maps to it without guessing. Each row is
 * owned by the corpus file it came from (`sourceFile`), which is how a re-run replaces it.
 */
export const kbSources = pgTable(
  'kb_sources',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['LAW', 'MODIFIED_LAW', 'INFO', 'CASELAW', 'FORM'] }).notNull(),
    sourceFile: text('source_file').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    urlEn: text('url_en'),
    lang: text('lang', { enum: ['en', 'fr'] }).notNull(),
    content: text('content').notNull(),
    /** Article number as printed ("1959.1"); also set on the MODIFIED_LAW note of that article. */
    article: text('article'),
    /** in_force, or repealed (art. 1966): repealed rows are kept but never returned by search. */
    status: text('status').notNull().default('in_force'),
    consolidationDate: text('consolidation_date'),
    pageTitle: text('page_title'),
    pageSource: text('page_source'),
    originalSourceId: text('original_source_id'),
    formId: text('form_id'),
    docUrl: text('doc_url'),
    pageUrl: text('page_url'),
    filename: text('filename'),
    filledBy: text('filled_by'),
    reference: text('reference'),
    parties: text('parties'),
    outcome: text('outcome'),
    decisionDate: text('decision_date'),
    tribunal: text('tribunal'),
    /** Civil Code articles a form or decision rests on, for article-level steering. */
    relatedArticles: text('related_articles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('kb_sources_type_idx').on(table.type),
    index('kb_sources_article_idx').on(table.article),
    index('kb_sources_source_file_idx').on(table.sourceFile),
    index('kb_sources_original_source_idx').on(table.originalSourceId),
  ],
);

/**
 * Searchable text of a source, one row per language version (the French article, the official
 * English excerpt of the same article). The full-text columns are added by the kb_search
 * migration because drizzle-kit cannot express text-search configurations.
 */
export const kbPassages = pgTable(
  'kb_passages',
  {
    id: text('id').primaryKey(),
    sourceId: text('source_id')
      .notNull()
      .references(() => kbSources.id, { onDelete: 'cascade' }),
    sourceFile: text('source_file').notNull(),
    lang: text('lang', { enum: ['en', 'fr'] }).notNull(),
    /** Title and headings: weighted above the body. */
    heading: text('heading').notNull().default(''),
    body: text('body').notNull(),
    /** False for a translation older than the consolidated text: searchable, never quoted. */
    isCurrent: boolean('is_current').notNull().default(true),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('kb_passages_source_idx').on(table.sourceId),
    index('kb_passages_source_file_idx').on(table.sourceFile),
  ],
);

/**
 * The lexemes of every passage's tsvector, one row each: an inverted index that lets ranking
 * weigh each query term by its rarity (IDF) with plain b-tree look-ups instead of testing
 * every term against every matching tsvector. Filled by a trigger on kb_passages (kb_search
 * migration), so it can never disagree with the stored vectors.
 */
export const kbPostings = pgTable(
  'kb_postings',
  {
    passageId: text('passage_id')
      .notNull()
      .references(() => kbPassages.id, { onDelete: 'cascade' }),
    sourceId: text('source_id').notNull(),
    sourceType: text('source_type').notNull(),
    lang: text('lang').notNull(),
    lexeme: text('lexeme').notNull(),
    /** The lexeme occurs in the passage heading (weight A). */
    inHeading: boolean('in_heading').notNull(),
    /** Number of distinct lexemes of the passage, for length normalisation. */
    length: integer('length').notNull(),
    /**
     * 1 for a source's own text, less for a translation attached to it: only three articles
     * have an official English text, and they must not outrank the others on English words.
     */
    weight: doublePrecision('weight').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.passageId, table.lexeme] })],
);

/** Document frequency of each lexeme per language, refreshed after every ingest (IDF weights). */
export const kbLexemeStats = pgTable(
  'kb_lexeme_stats',
  {
    lang: text('lang').notNull(),
    lexeme: text('lexeme').notNull(),
    documents: integer('documents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lang, table.lexeme] })],
);

/** Corpus-wide figures per language that IDF and length normalisation need. */
export const kbCorpusStats = pgTable('kb_corpus_stats', {
  lang: text('lang').primaryKey(),
  passages: integer('passages').notNull(),
  averageLength: doublePrecision('average_length').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** One row per file per ingest run: what was loaded, skipped and rejected (with line numbers). */
export const kbIngestRuns = pgTable('kb_ingest_runs', {
  id: serial('id').primaryKey(),
  corpusDir: text('corpus_dir').notNull(),
  sourceFile: text('source_file').notNull(),
  loaded: integer('loaded').notNull(),
  skipped: integer('skipped').notNull(),
  removed: integer('removed').notNull(),
  errors: jsonb('errors').$type<Array<{ line: number; message: string }>>().notNull().default([]),
  startedAt: timestamptz('started_at').notNull(),
  finishedAt: timestamptz('finished_at').notNull().defaultNow(),
});

/**
 * One import of an official consolidated PDF of the Civil Code (issue 17): the file's hash makes
 * a re-import of the same file a no-op, and the report (changed articles, content whose
 * grounding now fails, answers that quoted the old text) is what the admin view shows.
 */
export const kbLawImports = pgTable('kb_law_imports', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull(),
  fileSha256: text('file_sha256').notNull().unique(),
  consolidationDate: text('consolidation_date').notNull(),
  articles: integer('articles').notNull(),
  changed: integer('changed').notNull(),
  report: jsonb('report').$type<Record<string, unknown>>().notNull(),
  importedAt: timestamptz('imported_at').notNull().defaultNow(),
});

/**
 * The text an article had before an import changed it: answers already given quoted it, so it
 * is kept to recognise them (and show them as written, with a notice that the law changed).
 */
export const kbArticleVersions = pgTable(
  'kb_article_versions',
  {
    id: serial('id').primaryKey(),
    sourceId: text('source_id').notNull(),
    article: text('article').notNull(),
    consolidationDate: text('consolidation_date'),
    text: text('text').notNull(),
    history: text('history').notNull().default(''),
    /** The consolidation that replaced this text. */
    replacedBy: text('replaced_by').notNull(),
    importId: integer('import_id')
      .notNull()
      .references(() => kbLawImports.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('kb_article_versions_source_idx').on(table.sourceId)],
);

import { CHANGES_CHANNEL, type ChangeFeed } from '../../db/change-feed';
import { buildLexicalIndex, type LexicalIndex } from '../../kb/retrieval/lexical-index';
import { buildPlainLawIndex, type PlainLawIndex } from '../../kb/retrieval/plain-law-ranking';
import { KB_TABLE_PREFIXES } from './kb-row-cache';
import type { AnalyzedTerm, AnalyzedTexts, CorpusStats, KbRepository } from './kb.repository';
import {
  lexemeKey,
  type LexicalIndexRepository,
  type SearchStatistics,
} from './lexical-index.repository';

type Term = { lang: string; lexeme: string };
type Analyzed = { terms: AnalyzedTerm[]; stats: CorpusStats };

/**
 * The search statistics are written after the passages by an ingest (migration 0020 announces
 * them): the index is read again after either, so it never keeps figures older than its postings.
 */
const SEARCH_TABLE_PREFIXES = [...KB_TABLE_PREFIXES, 'kb_lexeme_stats:', 'kb_corpus_stats:'];

type SearchMemory = { index: LexicalIndex; statistics: SearchStatistics; plain: PlainLawIndex };

/**
 * What a search scores with: the lexical index and the search statistics. With the change
 * feed, they are read once and kept until kb_sources, kb_passages or the statistics change
 * (kb_postings is written only by kb_passages' trigger, so a postings change is always
 * announced as a passages change), on any instance or process. Without a feed (the CLIs),
 * each search reads the figures of its own terms: the same scoring, never a stale copy.
 */
export function createLexicalIndexLoader(
  repository: LexicalIndexRepository,
  terms: Pick<KbRepository, 'analyzeTerms' | 'stemTerms'>,
  feed?: ChangeFeed,
) {
  const readIndex = async (only?: readonly Term[]) => {
    const [passages, sources] = await Promise.all([
      repository.loadPassages(only),
      repository.loadSources(),
    ]);
    return buildLexicalIndex(passages, sources);
  };
  const readPlain = async () => buildPlainLawIndex(await repository.loadLawTexts());
  const readMemory = async (): Promise<SearchMemory> => {
    const [index, statistics, plain] = await Promise.all([
      readIndex(),
      repository.loadStatistics(),
      readPlain(),
    ]);
    return { index, statistics, plain };
  };
  if (!feed) {
    return {
      loadIndex: (only: readonly Term[]) => readIndex(only),
      loadPlainIndex: readPlain,
      analyzeTerms: (texts: AnalyzedTexts): Promise<Analyzed> => terms.analyzeTerms(texts),
    };
  }

  let cached: SearchMemory | undefined;
  /** One read at a time: twenty answers arriving together share it. */
  let reading: Promise<SearchMemory> | undefined;
  let generation = 0;
  const drop = () => {
    generation += 1;
    cached = undefined;
    reading = undefined;
  };
  feed.subscribe(CHANGES_CHANNEL, (payload) => {
    if (SEARCH_TABLE_PREFIXES.some((prefix) => payload.startsWith(prefix))) drop();
  });
  feed.onReset(drop);

  async function loadMemory(): Promise<SearchMemory> {
    if (!feed?.isLive()) {
      drop();
      return readMemory();
    }
    if (cached) return cached;
    if (!reading) {
      const started = generation;
      const read = readMemory().then((memory) => {
        // A change announced during the read may not be in it: used once, not kept.
        if (started === generation && feed.isLive()) cached = memory;
        return memory;
      });
      read
        .catch(() => undefined)
        .finally(() => {
          if (reading === read) reading = undefined;
        });
      reading = read;
    }
    return reading;
  }

  return {
    loadIndex: async (_only: readonly Term[]) => (await loadMemory()).index,
    loadPlainIndex: async () => (await loadMemory()).plain,
    /** analyzeTerms's result: the lexemes from the database, their frequencies from memory. */
    async analyzeTerms(texts: AnalyzedTexts): Promise<Analyzed> {
      const [stemmed, { statistics }] = await Promise.all([terms.stemTerms(texts), loadMemory()]);
      return {
        terms: stemmed.map((term) => ({
          ...term,
          documents: statistics.documents.get(lexemeKey(term.lang, term.lexeme)) ?? 0,
        })),
        stats: statistics.corpus,
      };
    },
  };
}

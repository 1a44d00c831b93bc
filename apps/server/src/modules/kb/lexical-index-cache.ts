import { CHANGES_CHANNEL, type ChangeFeed } from '../../db/change-feed';
import { buildLexicalIndex, type LexicalIndex } from '../../kb/retrieval/lexical-index';
import { KB_TABLE_PREFIXES } from './kb-row-cache';
import type { LexicalIndexRepository } from './lexical-index.repository';

type Term = { lang: string; lexeme: string };

/**
 * The lexical index a search scores with. With the change feed, the whole index is read once
 * and kept until kb_sources or kb_passages change (kb_postings is written only by
 * kb_passages' trigger, so a postings change is always announced as a passages change), on
 * any instance or process. Without a feed (the CLIs), each search reads the postings of its
 * own terms: the same scoring code, never a stale index.
 */
export function createLexicalIndexLoader(
  repository: LexicalIndexRepository,
  feed?: ChangeFeed,
): (terms: readonly Term[]) => Promise<LexicalIndex> {
  const readIndex = async (terms?: readonly Term[]) => {
    const [passages, sources] = await Promise.all([
      repository.loadPassages(terms),
      repository.loadSources(),
    ]);
    return buildLexicalIndex(passages, sources);
  };
  if (!feed) return (terms) => readIndex(terms);

  let cached: LexicalIndex | undefined;
  /** One read at a time: twenty answers arriving together share it. */
  let reading: Promise<LexicalIndex> | undefined;
  let generation = 0;
  const drop = () => {
    generation += 1;
    cached = undefined;
    reading = undefined;
  };
  feed.subscribe(CHANGES_CHANNEL, (payload) => {
    if (KB_TABLE_PREFIXES.some((prefix) => payload.startsWith(prefix))) drop();
  });
  feed.onReset(drop);

  return async () => {
    if (!feed.isLive()) {
      drop();
      return readIndex();
    }
    if (cached) return cached;
    if (!reading) {
      const started = generation;
      const read = readIndex().then((index) => {
        // A change announced during the read may not be in it: used once, not kept.
        if (started === generation && feed.isLive()) cached = index;
        return index;
      });
      read
        .catch(() => undefined)
        .finally(() => {
          if (reading === read) reading = undefined;
        });
      reading = read;
    }
    return reading;
  };
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CcqArticleRecord } from '../kb/corpus/parse-ccq';
import type { ParsedCcq } from '../kb/legis/parse-ccq-pdf';
import { REAL_CORPUS_DIR } from './fixture-corpus';

/** The real consolidated lease chapter (30 June 2025), as the corpus file holds it. */
export function readRealConsolidation(): ParsedCcq {
  const articles = readFileSync(join(REAL_CORPUS_DIR, 'laws', 'ccq-lease-fr.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CcqArticleRecord);
  return { consolidation: '2025-06-30', articles };
}

/**
 * An older copy of the lease chapter made from the real text with one change: art. 1852 said
 * "quinze jours" before it was amended to "sept jours" (corpus README). Its consolidation date
 * is a fixture label, not a real LégisQuébec consolidation.
 */
export const OLDER_CONSOLIDATION = '2024-06-30';

export function writeOlderCorpus(): { dir: string; oldText1852: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'lexlogis-legis-corpus-'));
  mkdirSync(join(dir, 'laws'));
  let oldText1852 = '';
  const lines = readRealConsolidation().articles.map((record) => {
    const text =
      record.article === '1852' ? record.text.replace('sept jours', 'quinze jours') : record.text;
    if (record.article === '1852') oldText1852 = text;
    return JSON.stringify({ ...record, text, consolidation: OLDER_CONSOLIDATION });
  });
  writeFileSync(join(dir, 'laws', 'ccq-lease-fr.jsonl'), `${lines.join('\n')}\n`);
  return { dir, oldText1852, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

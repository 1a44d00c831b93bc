import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ParsedFile } from './kb-records';
import { parseCcqArticles } from './parse-ccq';
import { parseDecisions } from './parse-decisions';
import { parseTalForms } from './parse-forms';
import { parseInfoPages } from './parse-info';
import { parseLawExcerpts } from './parse-law-excerpts';

export type CorpusFile = {
  /** Path relative to the corpus directory: the key that owns the rows loaded from it. */
  path: string;
  parse: (text: string) => ParsedFile;
};

function listJsonl(dir: string, folder: string, accept: (name: string) => boolean): string[] {
  const full = join(dir, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => name.endsWith('.jsonl') && accept(name))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/**
 * The files of a corpus directory in the layout of ../shared/corpus/README.md, in load order:
 * articles before the excerpts that attach to them. Missing files are simply absent (a
 * refreshed corpus may ship only some of them; info/ ships none yet).
 */
export function listCorpusFiles(dir: string): CorpusFile[] {
  const files: CorpusFile[] = [
    ...listJsonl(dir, 'laws', (name) => name.startsWith('ccq-')).map((path) => ({
      path,
      parse: parseCcqArticles,
    })),
    ...listJsonl(dir, 'laws', (name) => name.includes('excerpts')).map((path) => ({
      path,
      parse: parseLawExcerpts,
    })),
  ];
  if (existsSync(join(dir, 'forms', 'tal-forms.json'))) {
    files.push({ path: 'forms/tal-forms.json', parse: parseTalForms });
  }
  files.push(
    ...listJsonl(dir, 'caselaw', (name) => name.startsWith('decisions')).map((path) => ({
      path,
      parse: parseDecisions,
    })),
    ...listJsonl(dir, 'info', () => true).map((path) => ({ path, parse: parseInfoPages })),
  );
  return files;
}

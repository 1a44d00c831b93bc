import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { DEFAULT_CONTENT_DIR, formatContentProblem } from './load-content';
import { runGroundingCheck } from './run-grounding-check';

/**
 * The grounding check of the real notes and guides against the real corpus, in `npm test`: it
 * fails the build when the written content drifts from the loaded law (issue 10 §3). Writers
 * run the same check with `npm run kb:check-content`.
 */

/** How many notes and guides the content files hold, counted without the loader. */
function countEntriesOnDisk(): { files: string[]; notes: number; guides: number } {
  const found = { files: [] as string[], notes: 0, guides: 0 };
  for (const folder of ['notes', 'guides'] as const) {
    const dir = join(DEFAULT_CONTENT_DIR, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((entry) => entry.endsWith('.json'))
      .sort()) {
      found.files.push(`${folder}/${name}`);
      const json = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, unknown>;
      const entries = json[folder];
      found[folder] += Array.isArray(entries) ? entries.length : 0;
    }
  }
  return found;
}

describe('grounding of the written legal content', () => {
  const corpusDir = loadEnv().KB_CORPUS_DIR;

  it('states in every note and guide only what the loaded law says', () => {
    const { content, problems } = runGroundingCheck({ corpusDir });
    expect(problems.map(formatContentProblem)).toEqual([]);
    // The loader read every content file, also while there are none yet.
    const onDisk = countEntriesOnDisk();
    expect(content.files).toEqual(onDisk.files);
    expect(content.notes.size).toBe(onDisk.notes);
    expect(content.guides.length).toBe(onDisk.guides);
  });
});

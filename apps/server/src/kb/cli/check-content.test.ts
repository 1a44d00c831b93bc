import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureCorpus, type FixtureCorpus } from '../../test/fixture-corpus';

const CHECK_CLI = fileURLToPath(new URL('./check-content.ts', import.meta.url));

/** `npm run kb:check-content`, as writers run it, against the fixture corpus. */
describe('kb:check-content CLI', () => {
  let corpus: FixtureCorpus;
  let contentDir: string;

  const writeNotes = (notes: unknown[]) =>
    writeFileSync(
      join(contentDir, 'notes', 'notes.json'),
      JSON.stringify({ consolidation: '2025-06-30', reviewed: '2025-07-01', notes }),
    );
  const run = () =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', CHECK_CLI, '--content', contentDir, '--corpus', corpus.dir],
      { encoding: 'utf8', timeout: 60_000 },
    );

  beforeAll(() => {
    corpus = createFixtureCorpus();
    contentDir = mkdtempSync(join(tmpdir(), 'lexlogis-check-content-'));
    mkdirSync(join(contentDir, 'notes'));
  });
  afterAll(() => {
    corpus.remove();
    rmSync(contentDir, { recursive: true, force: true });
  });

  it('prints every problem with file and place, and exits with 1', () => {
    writeNotes([
      {
        article: '1904',
        en: 'The landlord may not ask for a deposit, and must answer within 15 days.',
        fr: 'Le locateur ne peut exiger de dépôt et doit répondre dans les 15 jours.',
      },
    ]);
    const result = run();
    expect(result.status, result.stderr).toBe(1);
    expect(result.stdout).toContain(
      'notes/notes.json: note 1904.en: states 15 days, which is not in the text of art. 1904',
    );
    expect(result.stdout).toMatch(/^2 problems in 1 notes and 0 guides from 1 files/m);
  });

  it('exits with 0 when the content is grounded', () => {
    writeNotes([
      {
        article: '1904',
        en: 'The landlord may not ask for a deposit.',
        fr: 'Le locateur ne peut exiger de dépôt.',
      },
    ]);
    const result = run();
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^0 problems in 1 notes/m);
  });
});

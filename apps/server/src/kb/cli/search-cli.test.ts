import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../db/data-dir-lock';
import { readTestDatabaseUrl } from '../../env';
import { buildDatabaseUrl } from '../../test/postgres-template';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createFixtureCorpus, type FixtureCorpus } from '../../test/fixture-corpus';

const SEARCH_CLI = fileURLToPath(new URL('./search.ts', import.meta.url));

/** The CLI as `npm run -s kb:search` runs it, against this run's database (PGlite or PostgreSQL). */
describe('kb:search CLI', () => {
  let dataDir: string;
  let corpus: FixtureCorpus;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;

  const run = (args: string[], extra: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', SEARCH_CLI, ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env, ...extra },
      timeout: 90_000,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lexlogis-kb-cli-'));
    corpus = createFixtureCorpus();
    env = { DATA_DIR: dataDir, KB_CORPUS_DIR: corpus.dir, NODE_ENV: 'test', DATABASE_URL: '' };
    const serverUrl = readTestDatabaseUrl();
    if (serverUrl) {
      database = await createTestDatabase();
      env.DATABASE_URL = buildDatabaseUrl(
        serverUrl,
        (database as unknown as { name: string }).name,
      );
    }
  });
  afterAll(async () => {
    await database?.dispose();
    corpus.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('loads an empty knowledge base, then prints only a JSON array of results', () => {
    const result = run([
      '--json',
      '--k',
      '3',
      '--lang',
      'en',
      'Can my landlord ask for a security deposit?',
    ]);
    expect(result.status, result.stderr).toBe(0);
    const results = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(results[0]).toMatchObject({
      type: 'LAW',
      id: 'law-ccq-1904',
      article: '1904',
      title: 'Art. 1904 C.c.Q.',
      url: expect.stringContaining('legisquebec'),
      score: expect.any(Number),
    });
    expect(results.length).toBeLessThanOrEqual(3);
    expect(result.stderr).toContain('Knowledge base is empty');
  }, 120_000);

  it('answers a batch file with one line per question, in one process', () => {
    const file = join(dataDir, 'batch.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ id: 'q1', q: 'Le locateur peut-il exiger un dépôt?', lang: 'fr' }),
        JSON.stringify({ id: 'q2', q: 'notice of rent increase', lang: 'en' }),
      ].join('\n'),
    );
    const result = run(['--batch', file, '--types', 'LAW,FORM']);
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.id)).toEqual(['q1', 'q2']);
    expect(lines[0].results[0]).toMatchObject({ type: 'LAW', article: '1904' });
    expect(lines[1].results).toContainEqual(
      expect.objectContaining({ type: 'FORM', formId: 'TAL-806A' }),
    );
  }, 120_000);

  it.skipIf(Boolean(readTestDatabaseUrl()))(
    'refuses a DATA_DIR held by a running server with a clear message',
    () => {
      const lock = acquireDataDirLock(dataDir);
      try {
        const result = run(['--json', 'deposit']);
        expect(result.status).toBe(1);
        expect(result.stdout).toBe('');
        expect(result.stderr).toContain('already used by');
      } finally {
        lock.release();
      }
    },
    60_000,
  );
});

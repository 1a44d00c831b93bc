import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';

// The real entry point in real processes: what `npm start` runs, minus the web build.
const SERVER_DIR = resolve(import.meta.dirname, '..');
const dataDirs: string[] = [];

function getFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Started = { child: ChildProcess; port: number; output: () => string };

async function startServer(dataDir: string): Promise<Started> {
  const port = await getFreePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A new data directory is migrated and loaded with the corpus first: over a minute when the
  // machine is busy (two instances at once, on two cores).
  const deadline = Date.now() + 150_000;
  while (!output.includes('LexLogis is running at')) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`Server did not start:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { child, port, output: () => output };
}

function stopServer({ child }: Started): Promise<number | null> {
  return new Promise((done) => {
    child.once('exit', (code) => done(code));
    child.kill('SIGTERM');
  });
}

function createDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lexlogis-main-'));
  dataDirs.push(dir);
  return dir;
}

afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('main (the real process)', () => {
  it('honours PORT and DATA_DIR, runs two instances side by side, and stops cleanly on SIGTERM', async () => {
    const [first, second] = await Promise.all([
      startServer(createDataDir()),
      startServer(createDataDir()),
    ]);
    expect(first.port).not.toBe(second.port);
    for (const server of [first, second]) {
      expect(server.output()).toContain(`http://localhost:${server.port}`);
      const response = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
    }
    expect(await Promise.all([stopServer(first), stopServer(second)])).toEqual([0, 0]);
  }, 330_000);

  it('keeps its data across a restart', async () => {
    const dataDir = createDataDir();
    expect(await stopServer(await startServer(dataDir))).toBe(0);

    // Write between runs, as an earlier session of the product would have.
    const database = await openDatabase({ dataDir });
    await database.db.execute(
      sql`insert into feature_flags (name, description, enabled) values ('RESTART_PROBE', 'kept', true)`,
    );
    await database.close();

    expect(await stopServer(await startServer(dataDir))).toBe(0);
    const reopened = await openDatabase({ dataDir });
    const result = await reopened.db.execute(
      sql`select description from feature_flags where name = 'RESTART_PROBE'`,
    );
    await reopened.close();
    expect(result.rows).toEqual([{ description: 'kept' }]);
  }, 330_000);

  it('refuses to start with a bad PORT and names the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: createDataDir() },
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(output).toMatch(/PORT/);
  }, 60_000);

  it('names DATA_DIR and what is wrong when it cannot be written', async () => {
    const file = join(createDataDir(), 'not-a-directory');
    writeFileSync(file, 'x');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, PORT: '65001', DATA_DIR: join(file, 'data') },
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(output).toContain(
      `LexLogis could not start: DATA_DIR ${join(file, 'data')} cannot be written`,
    );
  }, 60_000);
});

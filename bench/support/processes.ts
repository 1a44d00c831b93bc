import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export function getFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts a TypeScript entry point in its own process, so load generation does not share its CPU. */
export async function startTsServer(
  entry: string,
  readyPath: string,
  env: Record<string, string> = {},
  readyTimeoutMs = 300_000,
): Promise<RunningServer> {
  const port = await getFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lexlogis-bench-'));
  // BENCH_CPU_PROF=dir: the server writes a V8 CPU profile there when it stops (to find hot spots).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A first start loads the corpus into a new database: minutes on a busy 2-core machine.
  await waitForUrl(`${baseUrl}${readyPath}`, readyTimeoutMs).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  return {
    baseUrl,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

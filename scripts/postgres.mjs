// Starts a throwaway PostgreSQL server on a loopback port for the server test suite.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasCommand } from './lib.mjs';

function findPostgresBin() {
  if (hasCommand('initdb') && hasCommand('pg_ctl')) return '';
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function getFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a PostgreSQL binary, as user postgres when we are root (initdb refuses to run as root). */
function runAsPostgres(binary, args) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const command = isRoot ? 'runuser' : binary;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', binary, ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} failed: ${result.stderr || result.stdout || result.error?.message}`);
  }
}

/**
 * Returns null when PostgreSQL binaries are not installed; otherwise a running server
 * with its connection URL and a stop() that removes every trace of it.
 */
export async function startThrowawayPostgres() {
  const bin = findPostgresBin();
  if (bin === null) return null;
  const tool = (name) => (bin ? join(bin, name) : name);
  const dir = mkdtempSync(join(tmpdir(), 'lexlogis-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = join(dir, 'data');
  const port = await getFreePort();
  runAsPostgres(tool('initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const startServer = () =>
    runAsPostgres(tool('pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ]);
  startServer();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Fault tests: the server goes away (fast shutdown ends every connection), then comes back. */
    pause() {
      runAsPostgres(tool('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    },
    resume: startServer,
    stop() {
      try {
        runAsPostgres(tool('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped (a fault test paused it): there is only the directory to remove.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// Helpers shared by the repo scripts. Node built-ins only: these run before `npm ci` has happened.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function runCommand(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** Newest modification time (ms) of any file under the given paths. */
export function getNewestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist') continue;
        visit(join(path, entry));
      }
    } else if (stats.mtimeMs > newest) {
      newest = stats.mtimeMs;
    }
  };
  paths.forEach((path) => visit(resolve(ROOT, path)));
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  const code = await runCommand(NPM, ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed');
}

const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/auth.html',
  'apps/web/vite.config.ts',
  'apps/web/build-tools',
  'apps/web/public',
  'packages/contracts/src',
];

/** Builds the web app unless dist is newer than every source it is made from. */
export async function ensureWebBuild({ force = false } = {}) {
  const index = join(ROOT, 'apps/web/dist/index.html');
  const upToDate = existsSync(index) && statSync(index).mtimeMs >= getNewestMtime(WEB_SOURCES);
  if (upToDate && !force) return;
  console.log('Building the web app...');
  const code = await runCommand(NPM, ['run', 'build', '-w', '@lexlogis/web']);
  if (code !== 0) throw new Error('web build failed');
}

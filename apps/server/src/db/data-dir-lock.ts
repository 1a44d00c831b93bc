import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type DataDirLock = { path: string; release(): void };

const LOCK_FILE = 'lexlogis.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims a data directory for this process. A lock left by a process that died is taken over;
 * a lock held by a live process is refused with a message naming it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          if (readLockOwner(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLockOwner(path);
      if (owner !== undefined && isProcessAlive(owner)) {
        const who =
          owner === process.pid ? 'this process' : `another LexLogis process (pid ${owner})`;
        throw new Error(
          `DATA_DIR ${dataDir} is already used by ${who}; ` + 'stop it or choose another DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

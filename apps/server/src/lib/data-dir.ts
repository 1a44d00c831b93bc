import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What an operator can do about each way a data directory fails at start. */
const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'it is on a read-only file system',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  ENOTDIR: 'part of the path is a file, not a directory',
  EEXIST: 'a file has that name',
};

/** Large enough to notice a full disk before the database does, small enough to be instant. */
const PROBE_BYTES = 64 * 1024;

/**
 * Checks, before the database opens, that DATA_DIR can be created and written, and turns the
 * failure into one sentence naming the directory and what to do (instead of an error from deep
 * inside the database engine). `probePath` is where the test write goes (tests point it at a
 * device that is always full).
 */
export function checkDataDir(dataDir: string, probePath = join(dataDir, '.write-check')): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probePath, Buffer.alloc(PROBE_BYTES));
    if (probePath.startsWith(dataDir)) rmSync(probePath, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = REASONS[code] ?? (error as Error).message;
    throw new Error(
      `DATA_DIR ${dataDir} cannot be written: ${reason}. Free some space or set DATA_DIR to a writable directory.`,
    );
  }
}

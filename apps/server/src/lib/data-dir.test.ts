import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDataDir } from './data-dir';

describe('checkDataDir', () => {
  const made: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexlogis-data-dir-'));
    made.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates a missing directory and leaves no probe behind', () => {
    const dir = join(tempDir(), 'nested', 'data');
    checkDataDir(dir);
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the directory when part of its path is a file', () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, 'x');
    expect(() => checkDataDir(join(file, 'data'))).toThrow(
      `DATA_DIR ${join(file, 'data')} cannot be written: part of the path is a file, not a directory.`,
    );
  });

  it.runIf(existsSync('/dev/full'))('says the disk is full when a write finds no space', () => {
    const dir = tempDir();
    // /dev/full answers every write with ENOSPC, as a full disk does.
    expect(() => checkDataDir(dir, '/dev/full')).toThrow(/cannot be written: the disk is full/);
  });
});

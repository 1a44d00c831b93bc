import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from './precompress';

describe('precompressDirectory', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function makeBuild(): string {
    const dir = mkdtempSync(join(tmpdir(), 'lexlogis-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    return dir;
  }

  it('writes brotli and gzip copies that decode to the original, in nested folders', () => {
    const dir = makeBuild();
    const script = Buffer.from('export const answer = "bail";\n'.repeat(200));
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'index.html'), `<html>${'<p>logement</p>'.repeat(100)}</html>`);

    const compressed = precompressDirectory(dir);

    expect(compressed).toHaveLength(2);
    const br = readFileSync(join(dir, 'assets', 'app-1a2b.js.br'));
    const gz = readFileSync(join(dir, 'assets', 'app-1a2b.js.gz'));
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves small files, source maps and binary files alone', () => {
    const dir = makeBuild();
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1));
    writeFileSync(join(dir, 'assets', 'app.js.map'), '{}'.repeat(5000));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(5000));

    expect(precompressDirectory(dir)).toEqual([]);
    expect(existsSync(join(dir, 'assets', 'tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'app.js.map.gz'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });
});

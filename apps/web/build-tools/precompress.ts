import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Below this a compressed copy saves less than the extra round of negotiation costs. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Brotli at its best setting (built once, served many times) and gzip for older clients. */
export function compressBrotli(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

export function compressGzip(content: Buffer): Buffer {
  return gzipSync(content, { level: 9 });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` beside each text file of the build that is large enough, so
 * the server sends them as they are (@fastify/static preCompressed) instead of compressing on
 * every request. Source maps are left alone: only developers download them. Returns the files
 * compressed.
 */
export function precompressDirectory(dir: string): string[] {
  const compressed: string[] = [];
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < PRECOMPRESS_MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, compressBrotli(content));
    writeFileSync(`${file}.gz`, compressGzip(content));
    compressed.push(file);
  }
  return compressed;
}

/** Vite plugin: precompresses the output directory once the bundle is written. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'lexlogis:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = precompressDirectory(outDir);
      this.info(`precompressed ${files.length} files (brotli + gzip)`);
    },
  };
}

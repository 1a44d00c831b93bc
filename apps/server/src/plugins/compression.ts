import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller bodies fit in a packet or two anyway; compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses responses on the fly (brotli, else gzip) above the threshold: API JSON mostly, since
 * the built web app is sent precompressed by @fastify/static. Brotli runs at a low quality because
 * it runs on every request: level 4 is several times faster than the default 11 and still beats
 * gzip on JSON. Server-sent events are never compressed: `text/event-stream` is not a
 * compressible type for the plugin, and the stream route also opts out, so no event waits in a
 * compressor's buffer. Compressed request bodies are refused (no decompression) so the body
 * limit keeps meaning what it says.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendErrorCode } from './error-handler';

/** Paths owned by the server: an unknown path there is a JSON 404, never the SPA. */
const SERVER_PREFIXES = ['/api', '/idp', '/dev', '/healthz'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * A client route (/auth/login, /marketplace/profile) gets index.html; a missing file such as
 * /assets/old-hash.js stays a 404 so the browser never runs HTML as a script.
 */
export function shouldServeSpa(
  request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (SERVER_PREFIXES.some((prefix) => isUnderPrefix(path, prefix))) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const looksLikeFile = lastSegment.includes('.');
  const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
  return !looksLikeFile || acceptsHtml;
}

/** Serves the built web app when WEB_DIST_DIR holds one; returns whether it does. */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;
  const assetsDir = join(webDistDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    // Files are listed once at start-up, so unknown paths reach the not-found handler.
    wildcard: false,
    // The build writes file.br and file.gz beside each text file (apps/web/build-tools/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite fingerprints everything under assets/; index.html must be revalidated on each load.
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  return true;
}

/** Unknown paths: the SPA for browser routes when it is built, otherwise a JSON 404. */
export function registerNotFoundHandler(app: FastifyInstance, options: { spa: boolean }): void {
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (options.spa && shouldServeSpa(request)) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendErrorCode(reply, 'NOT_FOUND');
  });
}

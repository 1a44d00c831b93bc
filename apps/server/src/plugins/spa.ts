import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { ANSWER_PRELOAD_FILE, FIRST_SCREEN_DATA_ID, findAuthPagePath } from '@lexlogis/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  readFirstScreenChatId,
  type FirstScreenData,
  type FirstScreenService,
} from '../modules/advices/first-screen.service';
import { pickDocumentLanguage } from './document-language';
import { sendErrorCode } from './error-handler';

/** Paths owned by the server: an unknown path there is a JSON 404, never the SPA. */
const SERVER_PREFIXES = ['/api', '/idp', '/dev', '/healthz'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const APP_DOCUMENT = 'index.html';
/** The web build's small sign-in document (apps/web/auth.html; issue 18). */
const SIGN_IN_DOCUMENT = 'auth.html';

/** The build's sign-in pages rendered to HTML per language (apps/web/build-tools/prerender-auth.ts). */
const PRERENDERED_DIR = 'auth-pages';

/**
 * The HTML files the build has: the app's, the one the sign-in pages get, and whether those
 * pages are also prerendered (with the Google button when `google`, as this server has it).
 */
export type SpaDocuments = {
  app: string;
  signIn: string;
  prerendered?: { google: boolean } | undefined;
  /**
   * index.html's text for the documents that carry a first screen (issue 18, round 7), with the
   * answered conversation's chunks linked (round 9): built once, at start.
   */
  firstScreenHtml?: string | undefined;
};

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

/**
 * The document for a client route: the sign-in pages get the small sign-in document, which
 * renders exactly the paths `findAuthPagePath` names; every other route gets the app.
 */
export function pickSpaDocument(path: string, documents: SpaDocuments): string {
  return findAuthPagePath(path) ? documents.signIn : documents.app;
}

/**
 * The prerendered sign-in document for a request, or null. Only for the bare path: a query
 * (`?step=forgot`, `?redirect=`) changes the first screen or its links, so those get auth.html
 * and render in the browser rather than flash the wrong page first.
 */
export function pickPrerenderedDocument(
  request: Pick<FastifyRequest, 'url' | 'headers'>,
  documents: SpaDocuments,
): string | null {
  if (!documents.prerendered || request.url.includes('?')) return null;
  const page = findAuthPagePath(request.url);
  if (!page) return null;
  const language = pickDocumentLanguage(request.headers);
  const google = documents.prerendered.google ? '.google' : '';
  return `${PRERENDERED_DIR}/${page.slice('/auth/'.length)}.${language}${google}.html`;
}

/** Serves the built web app when WEB_DIST_DIR holds one; returns its documents, or false. */
export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  options: { googleEnabled: boolean } = { googleEnabled: false },
): Promise<SpaDocuments | false> {
  if (!existsSync(join(webDistDir, APP_DOCUMENT))) return false;
  const assetsDir = join(webDistDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    // Files are listed once at start-up, so unknown paths reach the not-found handler.
    wildcard: false,
    // The build writes file.br and file.gz beside each text file (apps/web/build-tools/precompress.ts).
    preCompressed: true,
    // `/` goes through the not-found handler with the other client routes: it may carry a first screen.
    index: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite fingerprints everything under assets/; index.html must be revalidated on each load.
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  // An older build without the sign-in document still works: the app renders those pages too.
  const hasSignIn = existsSync(join(webDistDir, SIGN_IN_DOCUMENT));
  const hasPrerendered = hasSignIn && existsSync(join(webDistDir, PRERENDERED_DIR));
  return {
    app: APP_DOCUMENT,
    firstScreenHtml: linkModulePreloads(
      readFileSync(join(webDistDir, APP_DOCUMENT), 'utf8'),
      readAnswerPreloads(webDistDir),
    ),
    signIn: hasSignIn ? SIGN_IN_DOCUMENT : APP_DOCUMENT,
    prerendered: hasPrerendered ? { google: options.googleEnabled } : undefined,
  };
}

/** The build's list of an answered conversation's chunks; none from an older build or a bad file. */
function readAnswerPreloads(webDistDir: string): string[] {
  try {
    const files: unknown = JSON.parse(readFileSync(join(webDistDir, ANSWER_PRELOAD_FILE), 'utf8'));
    if (!Array.isArray(files)) return [];
    return files.filter(
      (file): file is string => typeof file === 'string' && /^[\w./-]+$/.test(file),
    );
  } catch {
    return [];
  }
}

/**
 * A `modulepreload` link for each file the document does not link yet, after its own ones: the
 * answer's renderer, sources and case outcome are fetched with the start-up's chunks, not once the
 * chat screen has rendered and asked for them (issue 18, round 9). Only for a document that
 * carries an answered conversation.
 */
export function linkModulePreloads(html: string, files: readonly string[]): string {
  const links = files
    .map((file) => `/${file}`)
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  if (links.length === 0) return html;
  const anchor = html.lastIndexOf('<link rel="modulepreload"');
  const at = anchor === -1 ? html.indexOf('</head>') : html.indexOf('>', anchor) + 1;
  if (at <= 0) return html;
  return `${html.slice(0, at)}${links.join('')}${html.slice(at)}`;
}

/**
 * index.html with the first screen's data in a JSON block: never executed, so the CSP's
 * `script-src 'self'` stands, and `<` is escaped so no text in it can close the element.
 */
export function embedFirstScreen(html: string, data: FirstScreenData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${json}</script>`;
  // A function, so no `$&` in the data is read as a replacement pattern.
  return html.includes('</body>') ? html.replace('</body>', () => `${block}</body>`) : html + block;
}

/**
 * The first-screen document compressed here: @fastify/compress only hooks routes, not the
 * not-found handler, and the block is most of the page (an answer with its sources is ≈100 kB
 * of JSON, ≈20 kB in brotli). Quality 4, as the plugin's: it runs on every such request.
 */
export function encodeDocument(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: 'br' | 'gzip' } {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((entry) => entry.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4 };
    return { body: brotliCompressSync(html, { params }), encoding: 'br' };
  }
  if (accepted.includes('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html };
}

/** Unknown paths: the SPA for browser routes when it is built, otherwise a JSON 404. */
export function registerNotFoundHandler(
  app: FastifyInstance,
  options: { spa: SpaDocuments | false; firstScreen?: FirstScreenService },
): void {
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const chatId = readFirstScreenChatId(request.url);
    const firstScreenHtml = options.spa ? options.spa.firstScreenHtml : undefined;
    if (firstScreenHtml && options.firstScreen && chatId && shouldServeSpa(request)) {
      const data = await options.firstScreen.load(request.headers.cookie, chatId);
      if (data) {
        // One person's data: no cache may keep it, nor give it for another cookie.
        reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Encoding');
        const html = embedFirstScreen(firstScreenHtml, data);
        const encoded = encodeDocument(html, request.headers['accept-encoding']);
        if (encoded.encoding) reply.header('content-encoding', encoded.encoding);
        return reply.type('text/html; charset=utf-8').send(encoded.body);
      }
    }
    if (options.spa && shouldServeSpa(request)) {
      const prerendered = pickPrerenderedDocument(request, options.spa);
      if (prerendered) {
        // Its language comes from these headers: a shared cache must not mix them up.
        reply.header('vary', 'Cookie, Accept-Language');
        return reply.type('text/html; charset=utf-8').sendFile(prerendered);
      }
      const path = request.url.split('?')[0] ?? '/';
      return reply.type('text/html; charset=utf-8').sendFile(pickSpaDocument(path, options.spa));
    }
    return sendErrorCode(reply, 'NOT_FOUND');
  });
}

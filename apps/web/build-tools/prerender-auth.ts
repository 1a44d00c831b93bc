import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthPagePath } from '@lexlogis/contracts/helpers';
import { createServer, type Plugin } from 'vite';
import type { AuthPageRender, renderAuthPage } from '../src/prerender/render-auth-page';

// Values from the web app (the page list, the renderer) come from the module Vite loads: this file
// is bundled with vite.config.ts, where '@/' and the contracts' TypeScript do not resolve.
type RenderModule = { renderAuthPage: RenderAuthPage; AUTH_PAGE_PATHS: readonly AuthPagePath[] };
import {
  PRERENDER_DATA_ID,
  serializePrerenderedPage,
  type PrerenderedPage,
} from '../src/prerender/prerendered-data';
import { GENERATED_DIR } from './locale-catalogs';
import { compressBrotli, compressGzip } from './precompress';

/** Where the prerendered sign-in documents go, under the build's output (served by plugins/spa.ts). */
export const PRERENDER_DIR = 'auth-pages';
const LANGUAGES = ['en', 'fr'] as const;
/** The catalog groups the sign-in pages render with: base (layout, footer) and auth. */
const GROUPS = ['base', 'auth'] as const;

type RenderAuthPage = typeof renderAuthPage;

/**
 * `auth-pages/login.fr.html`, and `login.fr.google.html` for a server with Google sign-in: the
 * server picks one per request (language from the cookie or Accept-Language, providers from its
 * configuration), so the Google button is in the first paint when there is one.
 */
export function prerenderedFileName(path: AuthPagePath, language: string, google: boolean): string {
  const page = path.slice('/auth/'.length);
  return `${page}.${language}${google ? '.google' : ''}.html`;
}

/** Puts the rendered page, its data block, its language and title into the built auth.html. */
export function fillTemplate(
  template: string,
  render: AuthPageRender,
  page: PrerenderedPage,
  inlineCss: (href: string) => string | null,
): string {
  const data = `<script type="application/json" id="${PRERENDER_DATA_ID}">${serializePrerenderedPage(page)}</script>`;
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(render.title)}</title>`)
      // The page's CSS in the document: one render-blocking request less before the first paint.
      .replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
        const css = inlineCss(href);
        return css === null ? tag : `<style>${css}</style>`;
      })
      .replace('<div id="root"></div>', () => `<div id="root">${render.html}</div>${data}`)
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function readCatalog(webRoot: string, language: string, group: string): Record<string, unknown> {
  const path = join(webRoot, GENERATED_DIR, language, `${group}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/**
 * Writes every sign-in page in every language, with and without Google, into
 * `<outDir>/auth-pages/`, each with its brotli and gzip copies. Returns the files written.
 */
export async function writePrerenderedDocuments(options: {
  webRoot: string;
  outDir: string;
  template: string;
  module: RenderModule;
}): Promise<string[]> {
  const { webRoot, outDir, template } = options;
  const { renderAuthPage: render, AUTH_PAGE_PATHS } = options.module;
  const dir = join(outDir, PRERENDER_DIR);
  mkdirSync(dir, { recursive: true });
  const inlineCss = (href: string) => {
    if (!href.startsWith('/assets/') || !href.endsWith('.css')) return null;
    const css = readFileSync(join(outDir, href), 'utf8');
    return css.includes('</') ? null : css;
  };
  const written: string[] = [];
  for (const language of LANGUAGES) {
    const catalogs = Object.fromEntries(
      GROUPS.map((group) => [group, readCatalog(webRoot, language, group)]),
    );
    const catalog = Object.assign({}, ...Object.values(catalogs)) as Record<string, unknown>;
    for (const path of AUTH_PAGE_PATHS) {
      for (const google of [false, true]) {
        const providers = { google };
        const rendered = await render({ path, language, catalog, providers });
        const page: PrerenderedPage = { path, language, catalogs, providers };
        const html = Buffer.from(fillTemplate(template, rendered, page, inlineCss));
        const file = join(dir, prerenderedFileName(path, language, google));
        writeFileSync(file, html);
        writeFileSync(`${file}.br`, compressBrotli(html));
        writeFileSync(`${file}.gz`, compressGzip(html));
        written.push(file);
      }
    }
  }
  return written;
}

/**
 * Vite plugin: once the client build is written, renders the sign-in pages with react-dom's
 * `prerender` through a Vite dev server in SSR mode (same aliases, JSON and glob imports as the
 * browser build), so the sign-in page paints without waiting for any script (issue 18, round 5).
 */
export function prerenderAuthPlugin(): Plugin {
  let webRoot = '';
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'lexlogis:prerender-auth',
    apply: 'build',
    configResolved(config) {
      webRoot = config.root;
      outDir = join(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const server = await createServer({
        root: webRoot,
        configFile: join(webRoot, 'vite.config.ts'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule(
          '/src/prerender/render-auth-page.tsx',
        )) as RenderModule;
        const template = readFileSync(join(outDir, 'auth.html'), 'utf8');
        const files = await writePrerenderedDocuments({
          webRoot,
          outDir,
          template,
          module,
        });
        this.info(`prerendered ${files.length} sign-in documents`);
      } finally {
        await server.close();
      }
    },
  };
}

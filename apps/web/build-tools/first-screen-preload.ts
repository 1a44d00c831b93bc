import type { Plugin } from 'vite';

/** What this plugin reads of a bundle's chunk (rolldown's OutputChunk has more). */
export type BundleChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
};
export type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/**
 * The modules every signed-in first load of the app document runs at start-up: the router
 * loads the shell and, on `/`, the chat screen while the entry is evaluated (route-tree.tsx),
 * and the history's list (every shell screen) or the conversation in the address parse their
 * response with the chat's schemas.
 */
export const FIRST_SCREEN_MODULES = [
  'src/app/layouts/main-layout.tsx',
  'src/app/routes/home.tsx',
  'src/features/chat/api/chat-schemas.ts',
];

/**
 * What an answered conversation shows beyond the first screen's chunks, which the chat screen
 * otherwise requests only once it has rendered (home.tsx): the Markdown renderer, before which
 * the answer cannot paint, and the sources, which the list opens scrolled to. Not the case
 * outcome: it shows only once the answers are shown (spec 01 §2), so it is never needed before
 * them, and its bytes would share the bandwidth the answer's chunks need.
 */
export const ANSWER_MODULES = [
  'src/features/chat/components/markdown-answer.tsx',
  'src/features/sources/components/sources-area.tsx',
];

/**
 * The contracts' ANSWER_PRELOAD_FILE, which the server reads: Vite's config loader cannot import
 * the contracts' TypeScript at build time, so a test holds the two equal.
 */
export const ANSWER_PRELOAD_FILE = '.vite/answer-preload.json';

function findChunk(bundle: Bundle, module: string): BundleChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${module}`)) return output;
  }
  throw new Error(`first-screen preload: no chunk for ${module}`);
}

/** The modules' chunks and everything they import statically, in a stable order. */
export function listFirstScreenFiles(bundle: Bundle, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (chunk: BundleChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const module of modules) visit(findChunk(bundle, module));
  return [...files];
}

/**
 * Adds a `modulepreload` link for each file the document does not link yet, after its last
 * one. Vite's preload helper skips a file the document already links, so these chunks are
 * fetched from the HTML instead of from ~30 links the entry appended one by one while it
 * was evaluated (issue 18, round 7: 100–190 ms of `appendChild` at 4× CPU).
 */
export function addModulePreloads(html: string, files: readonly string[], base = '/'): string {
  const links = files
    .map((file) => `${base}${file}`)
    .filter((href) => !html.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  if (links.length === 0) return html;
  const anchor = html.lastIndexOf('<link rel="modulepreload"');
  const at = anchor === -1 ? html.indexOf('</head>') : html.indexOf('>', anchor) + 1;
  if (at <= 0) throw new Error('first-screen preload: no place for the links in the document');
  return `${html.slice(0, at)}\n    ${links.join('\n    ')}${html.slice(at)}`;
}

/**
 * Only the app's document (index.html): the sign-in document starts its code after its paint.
 * The answer's chunks go to a file of their own (ANSWER_PRELOAD_FILE), which the server links
 * only from the documents that carry an answered conversation (apps/server/src/plugins/spa.ts).
 */
export function firstScreenPreloadPlugin(modules = FIRST_SCREEN_MODULES): Plugin {
  return {
    name: 'lexlogis:first-screen-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = listFirstScreenFiles(bundle as unknown as Bundle, ANSWER_MODULES);
      this.emitFile({
        type: 'asset',
        fileName: ANSWER_PRELOAD_FILE,
        source: JSON.stringify(files),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.filename.endsWith('index.html')) return html;
        const files = listFirstScreenFiles(context.bundle as unknown as Bundle, modules);
        return addModulePreloads(html, files);
      },
    },
  };
}

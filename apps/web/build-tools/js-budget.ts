import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressBrotli } from './precompress';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * A route's budget. `lazy` lists the modules the router loads for that route before its first
 * paint (layouts and screen, as written in route-tree.tsx); their static imports count too.
 * Modules a screen loads later (dynamic imports: the markdown renderer, dialogs) do not.
 * `entry` is the HTML document the server sends for the route (default index.html; the sign-in
 * pages get auth.html).
 */
export type RouteBudget = { route: string; entry?: string; lazy: string[]; maxKb: number };
export type BudgetFile = { routes: RouteBudget[] };

export type RouteSize = RouteBudget & { files: string[]; bytes: number; overBudget: boolean };

/** kB as the build prints them: 1,000 bytes. */
export const BYTES_PER_KB = 1000;

export const DEFAULT_ENTRY = 'index.html';

function findEntry(manifest: ViteManifest, entry: string): string {
  if (manifest[entry]?.isEntry) return entry;
  throw new Error(`"${entry}" is not an entry of the build manifest: update the budget file`);
}

/** The chunk and everything it imports statically, i.e. what the browser must fetch to run it. */
function addStaticClosure(manifest: ViteManifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`"${key}" is not in the build manifest: update the budget file`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) addStaticClosure(manifest, imported, into);
}

/** The JavaScript files a route needs for its first paint: the entry's graph and its lazy modules'. */
export function listRouteFiles(
  manifest: ViteManifest,
  lazy: string[],
  entry = DEFAULT_ENTRY,
): string[] {
  const files = new Set<string>();
  addStaticClosure(manifest, findEntry(manifest, entry), files);
  for (const module of lazy) addStaticClosure(manifest, module, files);
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

export function measureRoutes(
  manifest: ViteManifest,
  budgets: BudgetFile,
  compressedSize: (file: string) => number,
): RouteSize[] {
  return budgets.routes.map((budget) => {
    const files = listRouteFiles(manifest, budget.lazy, budget.entry);
    const bytes = files.reduce((total, file) => total + compressedSize(file), 0);
    return { ...budget, files, bytes, overBudget: bytes > budget.maxKb * BYTES_PER_KB };
  });
}

/** What the server sends: the build's .br file, or the same compression when it is missing. */
export function readBrotliSize(distDir: string, file: string): number {
  const path = join(distDir, file);
  return existsSync(`${path}.br`)
    ? readFileSync(`${path}.br`).length
    : compressBrotli(readFileSync(path)).length;
}

export function formatRouteSizes(sizes: RouteSize[]): string {
  return sizes
    .map((size) => {
      const used = (size.bytes / BYTES_PER_KB).toFixed(1);
      const verdict = size.overBudget ? 'OVER BUDGET' : 'ok';
      return `${verdict.padEnd(11)} ${size.route.padEnd(28)} ${used.padStart(6)} kB of ${size.maxKb} kB (brotli, ${size.files.length} files)`;
    })
    .join('\n');
}

// `npm run check:js-budget` (and a stage of `npm test`): the compressed JavaScript each route
// needs before its first paint, against js-budget.json. Reads the last build of apps/web/dist.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  formatRouteSizes,
  measureRoutes,
  readBrotliSize,
  type BudgetFile,
  type ViteManifest,
} from './js-budget';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = `${webRoot}dist`;
const manifest = JSON.parse(readFileSync(`${distDir}/.vite/manifest.json`, 'utf8')) as ViteManifest;
const budgets = JSON.parse(readFileSync(`${webRoot}js-budget.json`, 'utf8')) as BudgetFile;

const sizes = measureRoutes(manifest, budgets, (file) => readBrotliSize(distDir, file));
console.log('Initial JavaScript per route (apps/web/js-budget.json):');
console.log(formatRouteSizes(sizes));
const over = sizes.filter((size) => size.overBudget);
if (over.length > 0) {
  console.error(
    `${over.length} route(s) over budget. Lazy-load what the first screen does not need ` +
      '(see docs/decisions.md, issue 18), or raise the budget with a reason.',
  );
  process.exit(1);
}

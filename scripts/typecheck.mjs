// Type-checks every TypeScript project; one tsc per project keeps their lib/types settings apart.
import { ROOT, runCommand } from './lib.mjs';

const PROJECTS = ['packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = 0;
for (const project of PROJECTS) {
  const code = await runCommand(process.execPath, [
    `${ROOT}/node_modules/typescript/bin/tsc`,
    '-p',
    project,
    '--noEmit',
  ]);
  if (code !== 0) {
    console.error(`Type errors in ${project}`);
    failed += 1;
  }
}
process.exit(failed === 0 ? 0 : 1);

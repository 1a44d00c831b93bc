// `npm test`: typecheck, lint, unit + integration (PGlite, then a real PostgreSQL when installed),
// the JS budget of the web build, then Playwright e2e in Chromium. Ends with one summary line:
// "Total: N passed, N failed".
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, NPM, ensureDependencies, ensureWebBuild, hasCommand, runCommand } from './lib.mjs';
import { startThrowawayPostgres } from './postgres.mjs';

const CHROMIUM = '/usr/bin/chromium';
const reportDir = mkdtempSync(join(tmpdir(), 'lexlogis-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
// Names of the failed tests, printed again at the very end: CI keeps only the tail of the output.
const failures = [];
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

function record(stage, ok, counts) {
  stages.push({ stage, ok, counts });
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  // A stage that fails without test counts (typecheck, lint, a crash) still counts as a failure.
  if (!ok && (!counts || counts.failed === 0)) totals.failed += 1;
}

function readVitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of report.testResults ?? []) {
    const path = String(result.name ?? '').replace(`${ROOT}/`, '');
    const assertions = result.assertionResults ?? [];
    const failed = assertions.filter((a) => a.status === 'failed');
    // Passed on its retry: keeps its first error, and is listed as flaky (to be fixed), not hidden.
    const flaky = assertions.filter((a) => a.status === 'passed' && a.failureMessages?.length);
    for (const assertion of [...failed, ...flaky]) {
      const reason = String(assertion.failureMessages?.[0] ?? '').split('\n')[0];
      const kind = assertion.status === 'passed' ? 'flaky: ' : '';
      failures.push(`${kind}${path} › ${assertion.fullName}: ${reason.slice(0, 240)}`);
    }
    if (result.status === 'failed' && failed.length === 0) {
      failures.push(
        `${path}: ${String(result.message ?? '')
          .split('\n')[0]
          .slice(0, 240)}`,
      );
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function readPlaywrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((r) => r.error)?.error?.message ?? '';
        const firstLine = String(error)
          .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
          .split('\n')[0];
        failures.push(
          `${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine.slice(0, 240)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites ?? []) visit(suite);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

async function runVitest(stage, args, env = {}) {
  const output = join(reportDir, `${stage.replace(/\W+/g, '-')}.json`);
  const code = await runCommand(
    bin('vitest'),
    // One retry, as Playwright has: on a busy 2-core machine a timing failure is not a verdict.
    [
      'run',
      '--retry=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...args,
    ],
    { env: { ...process.env, ...env } },
  );
  record(stage, code === 0, readVitestCounts(output));
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log('Chromium is missing: installing Debian chromium with apt-get...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await runCommand('apt-get', ['update', '-qq'], { env })) === 0) {
      await runCommand('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
        env,
      });
    }
    if (existsSync(CHROMIUM)) return true;
  }
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it with "sudo apt-get install -y chromium" ` +
      '(Debian/Ubuntu) and run npm test again. Playwright never downloads its own browser here.',
  );
  return false;
}

async function main() {
  await ensureDependencies();
  record('typecheck', (await runCommand(process.execPath, ['scripts/typecheck.mjs'])) === 0);
  record('lint', (await runCommand(NPM, ['run', 'lint'])) === 0);

  await runVitest('unit and integration (PGlite)', []);

  const postgres = await startThrowawayPostgres().catch((error) => {
    console.error(`Could not start PostgreSQL: ${error.message}`);
    record('PostgreSQL server start', false);
    return undefined;
  });
  if (postgres) {
    try {
      console.log(`Running the server suite against PostgreSQL at ${postgres.url}`);
      await runVitest('server suite (PostgreSQL)', ['--project', '@lexlogis/server'], {
        TEST_DATABASE_URL: postgres.url,
      });
    } finally {
      postgres.stop();
    }
  } else if (postgres === null) {
    console.log('PostgreSQL binaries (initdb, pg_ctl) not found: skipping the PostgreSQL run.');
  }

  // Issue 16 §3: a short load run (PGlite, then PostgreSQL when installed) with 0 errors and
  // every answer stored whole; the full 200-user run is `npm run bench -- load`.
  const load = await runCommand(NPM, ['run', 'bench', '--', 'load', '--smoke']);
  record('load smoke', load === 0, {
    passed: load === 0 ? 1 : 0,
    failed: load === 0 ? 0 : 1,
    skipped: 0,
  });
  // The JS budget (issue 18): compressed JavaScript per route, read from the production build.
  await ensureWebBuild();
  record(
    'JS budget (apps/web/js-budget.json)',
    (await runCommand(process.execPath, [
      '--import',
      'tsx',
      'apps/web/build-tools/check-js-budget.ts',
    ])) === 0,
  );

  if (await ensureChromium()) {
    const output = join(reportDir, 'playwright.json');
    const code = await runCommand(bin('playwright'), ['test'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    });
    record('e2e (Playwright, Chromium)', code === 0, readPlaywrightCounts(output));
  } else {
    record('e2e (Playwright, Chromium)', false);
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  record('test runner', false);
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

console.log('\nStages:');
for (const { stage, ok, counts } of stages) {
  const detail = counts
    ? ` (${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped)`
    : '';
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${stage}${detail}`);
}
if (failures.length > 0) {
  console.log('\nFailed or flaky tests:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(stages.every((s) => s.ok) ? 0 : 1);

import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './processes';

const RESULTS = join(ROOT, 'bench', 'RESULTS.md');

/** Appends one dated section to bench/RESULTS.md, so figures accumulate as history. */
export function appendResults(title: string, lines: string[]): void {
  if (!existsSync(RESULTS))
    writeFileSync(
      RESULTS,
      '# Benchmark results\n\nNewest last. Each run appends its own section.\n',
    );
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const machine = `${cpus().length} cores, Node ${process.version}`;
  appendFileSync(RESULTS, `\n## ${title} — ${when} UTC (${machine})\n\n${lines.join('\n')}\n`);
}

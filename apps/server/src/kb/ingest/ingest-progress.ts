import type { FileReport } from './ingest-corpus';

export type IngestProgress = {
  start(file: string, total: number): void;
  advance(file: string, done: number, total: number): void;
  finish(report: FileReport): void;
};

export const silentProgress: IngestProgress = {
  start: () => undefined,
  advance: () => undefined,
  finish: () => undefined,
};

const BAR_WIDTH = 24;

function drawBar(done: number, total: number): string {
  const filled = total > 0 ? Math.round((done / total) * BAR_WIDTH) : BAR_WIDTH;
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
}

export function describeFileReport(report: FileReport): string {
  const parts = [`${report.loaded} loaded`, `${report.passages} passages`];
  if (report.skipped.length > 0) parts.push(`${report.skipped.length} skipped`);
  if (report.removed > 0) parts.push(`${report.removed} removed`);
  if (report.errors.length > 0) parts.push(`${report.errors.length} errors`);
  return parts.join(', ');
}

/**
 * A progress bar per file with counts. On a terminal the bar redraws in place; in a log (no
 * TTY) only the finished line is written, so logs stay one line per file. Errors are listed
 * with file and line number so a broken corpus line can be found and fixed.
 */
export function createProgressBar(stream: NodeJS.WriteStream = process.stderr): IngestProgress {
  const interactive = Boolean(stream.isTTY);
  const line = (file: string, done: number, total: number) =>
    `${drawBar(done, total)} ${String(done).padStart(4)}/${total} ${file}`;
  return {
    start(file, total) {
      if (interactive) stream.write(`\r${line(file, 0, total)}`);
    },
    advance(file, done, total) {
      if (interactive) stream.write(`\r${line(file, done, total)}`);
    },
    finish(report) {
      const total = report.loaded + report.errors.length;
      const prefix = interactive ? '\r' : '';
      stream.write(
        `${prefix}${line(report.file, report.loaded, total)} (${describeFileReport(report)})\n`,
      );
      for (const error of report.errors) {
        stream.write(`  ${report.file}:${error.line}: ${error.message}\n`);
      }
    },
  };
}

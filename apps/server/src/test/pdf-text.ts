import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as `pdftotext` (poppler-utils, installed by .ci/run) reads it: proof the
 * PDF holds real text, not an image. Lines are joined with single spaces so wrapped sentences
 * can be matched whole.
 */
export function extractPdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'lexlogis-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .replace(/\f/g, '\n')
      .replace(/\s+/g, ' ')
      .trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

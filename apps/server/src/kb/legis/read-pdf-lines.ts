import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '../../lib/app-error';

/** One printed line of a page: its text, where it starts and the size of its first glyphs. */
export type PdfLine = { page: number; x: number; y: number; size: number; text: string };

/** A page of lines in reading order, with the footer lines kept apart (they carry the date). */
export type PdfPage = { page: number; lines: PdfLine[]; footer: string[] };

type Item = { str: string; x: number; y: number; size: number; width: number };

/** Body area of a LégisQuébec letter page: the running header sits above, the footer below. */
const HEADER_BELOW_Y = 730;
const FOOTER_ABOVE_Y = 62;
/** Horizontal gap (pt) between two items that means a space the text itself does not hold. */
const WORD_GAP = 1.5;

/**
 * LégisQuébec links every amending act of a history line; pdfjs reads such a link's text twice,
 * once as a column of single glyphs going down the page ("2", "0", "2", "3", ",", "c"…) at the
 * link's place, then as the real text. The column's first glyph sometimes sits at the end of
 * the item before instead. The column (and that stray glyph) is dropped so "…; 2023, c. 24" is
 * read once, and its glyphs never land on the lines below.
 */
function dropLinkEchoes(items: Item[]): Item[] {
  const kept: Item[] = [];
  let index = 0;
  while (index < items.length) {
    const first = items[index]!;
    let end = index;
    while (
      end < items.length &&
      items[end]!.str.length === 1 &&
      Math.abs(items[end]!.x - first.x) < 0.5 &&
      (end === index || items[end]!.y < items[end - 1]!.y - 5)
    ) {
      end += 1;
    }
    const next = items[end];
    if (end > index && next && Math.abs(next.x - first.x) < 0.5) {
      const column = items
        .slice(index, end)
        .map((glyph) => glyph.str)
        .join('')
        .replace(/\s+/g, '');
      const text = next.str.replace(/\s+/g, '');
      const previous = kept.at(-1);
      if (Math.abs(first.y - next.y) < 1 && text.startsWith(column)) {
        index = end;
        continue;
      }
      if (
        previous &&
        Math.abs(previous.y - next.y) < 1 &&
        text.startsWith((previous.str.at(-1) ?? '') + column)
      ) {
        kept[kept.length - 1] = { ...previous, str: previous.str.slice(0, -1) };
        index = end;
        continue;
      }
    }
    kept.push(first);
    index += 1;
  }
  return kept;
}

function groupLines(page: number, items: Item[]): PdfLine[] {
  const lines: Array<{ items: Item[]; y: number }> = [];
  for (const item of items) {
    const line = lines.find((candidate) => Math.abs(candidate.y - item.y) < 1.5);
    if (line) line.items.push(item);
    else lines.push({ items: [item], y: item.y });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) => {
      const sorted = line.items.sort((a, b) => a.x - b.x);
      const first = sorted.find((item) => item.str.trim() !== '') ?? sorted[0]!;
      // Items set apart on the line are separate words (a superscript digit, then "2022").
      const text = sorted
        .map((item, index) => {
          const before = sorted[index - 1];
          const gap = before ? item.x - (before.x + before.width) : 0;
          return gap > WORD_GAP ? ` ${item.str}` : item.str;
        })
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
      return { page, x: first.x, y: line.y, size: first.size, text };
    })
    .filter((line) => line.text !== '');
}

function describeFailure(file: string, error: unknown): AppError {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') {
    return new AppError('LEGIS_PDF_UNREADABLE', `${file}: the PDF is encrypted`);
  }
  return new AppError(
    'LEGIS_PDF_UNREADABLE',
    `${file}: not a readable PDF (truncated or damaged): ${(error as Error).message}`,
  );
}

/** Reads every page's text lines; an unreadable, truncated or encrypted file names itself. */
export async function readPdfPages(path: string): Promise<PdfPage[]> {
  const file = basename(path);
  let data: Uint8Array;
  try {
    data = new Uint8Array(readFileSync(path));
  } catch (error) {
    throw new AppError('LEGIS_PDF_UNREADABLE', `${file}: ${(error as Error).message}`);
  }
  const pages: PdfPage[] = [];
  try {
    const document = await getDocument({ data, verbosity: 0, isEvalSupported: false }).promise;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        const [size, , , , x, y] = item.transform as number[];
        items.push({ str: item.str, x: x ?? 0, y: y ?? 0, size: size ?? 0, width: item.width });
      }
      const lines = groupLines(number, dropLinkEchoes(items));
      pages.push({
        page: number,
        lines: lines.filter((line) => line.y < HEADER_BELOW_Y && line.y > FOOTER_ABOVE_Y),
        footer: lines.filter((line) => line.y <= FOOTER_ABOVE_Y).map((line) => line.text),
      });
      page.cleanup();
    }
    await document.destroy();
  } catch (error) {
    throw describeFailure(file, error);
  }
  return pages;
}

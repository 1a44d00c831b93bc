import type { FormalNoticeLetter } from '@lexlogis/contracts';
import type { PdfBlock, PdfSpec } from './render-pdf';

/** The letter's layout: sender, date, recipient, subject, body, signature, disclaimer. */
export function buildNoticePdfSpec(letter: FormalNoticeLetter, title: string): PdfSpec {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: letter.heading },
    { kind: 'lines', lines: letter.senderLines },
    { kind: 'lines', lines: [letter.dateLine], align: 'right' },
    { kind: 'lines', lines: letter.recipientLines },
    { kind: 'heading', text: letter.subject },
    ...letter.paragraphs.map((text): PdfBlock => ({ kind: 'paragraph', text })),
    { kind: 'lines', lines: ['', letter.signature] },
    { kind: 'small', text: letter.disclaimer },
  ];
  return { title, lang: letter.lang, blocks };
}

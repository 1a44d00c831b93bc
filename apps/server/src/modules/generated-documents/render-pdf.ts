import { createElement as h } from 'react';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';

/**
 * Lays plain text out as a PDF with @react-pdf/renderer. Every block is a <Text> child string,
 * never markup, so what a user typed is printed as typed and `pdftotext` reads it back.
 * The built-in Helvetica covers French (WinAnsi); no font file is shipped.
 */

export type PdfBlock =
  | { kind: 'title' | 'heading' | 'paragraph' | 'small' | 'quote'; text: string }
  /** Lines printed together without space between them (an address block). */
  | { kind: 'lines'; lines: string[]; align?: 'left' | 'right' };

export type PdfSpec = { title: string; lang: string; blocks: PdfBlock[] };

/** Renders a spec to PDF bytes; injected so tests can make rendering fail (the 503 path). */
export type PdfRenderer = (spec: PdfSpec) => Promise<Uint8Array>;

const styles = StyleSheet.create({
  page: { paddingVertical: 54, paddingHorizontal: 60, fontSize: 11, fontFamily: 'Helvetica' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', textAlign: 'center', marginBottom: 18 },
  heading: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 6 },
  paragraph: { lineHeight: 1.4, marginBottom: 8 },
  quote: { lineHeight: 1.4, marginBottom: 8, marginLeft: 14, color: '#222222' },
  small: { fontSize: 9, color: '#444444', marginTop: 14, lineHeight: 1.3 },
  lines: { marginBottom: 12 },
});

function renderBlock(block: PdfBlock, index: number) {
  if (block.kind === 'lines') {
    return h(
      View,
      { key: index, style: styles.lines },
      block.lines.map((line, lineIndex) =>
        h(Text, { key: lineIndex, style: { textAlign: block.align ?? 'left' } }, line),
      ),
    );
  }
  return h(Text, { key: index, style: styles[block.kind] }, block.text);
}

export const renderPdf: PdfRenderer = async (spec) => {
  const document = h(
    Document,
    { title: spec.title, language: spec.lang, creator: 'LexLogis', producer: 'LexLogis' },
    h(Page, { size: 'LETTER', style: styles.page, wrap: true }, spec.blocks.map(renderBlock)),
  );
  return new Uint8Array(await renderToBuffer(document));
};

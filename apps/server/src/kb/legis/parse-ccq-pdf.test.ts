import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAmendingActs } from '../corpus/law-history';
import { REAL_CORPUS_DIR } from '../../test/fixture-corpus';
import { buildMinimalPdf } from '../../test/fixture-pdfs';
import { parseCcqPages, type ParsedCcq } from './parse-ccq-pdf';
import { readPdfPages } from './read-pdf-lines';

const PDF = join(REAL_CORPUS_DIR, 'laws', 'ccq-1991-fr-2025-06-30.pdf');
const JSONL = join(REAL_CORPUS_DIR, 'laws', 'ccq-lease-fr.jsonl');

type CorpusLine = {
  article: string;
  text: string;
  headings: string[];
  history: string;
  status: string;
  legisquebec_url: string;
  legisquebec_url_en: string;
};

/** Spacing differs between the PDF and the parsed file; paragraphs (line breaks) must not. */
const normalize = (text: string) =>
  text
    .split('\n')
    .map((paragraph) =>
      paragraph
        .replace(/\s+/g, ' ')
        .replace(/\s+([%:;])/g, '$1')
        .trim(),
    )
    .join('\n');

describe('the official LégisQuébec PDF of the Civil Code', () => {
  let parsed: ParsedCcq;
  const corpus = readFileSync(JSONL, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CorpusLine);

  beforeAll(async () => {
    parsed = parseCcqPages(await readPdfPages(PDF), 'ccq-1991-fr-2025-06-30.pdf');
  }, 120_000);

  it('keeps the consolidation date printed in the footers', () => {
    expect(parsed.consolidation).toBe('2025-06-30');
  });

  it('reproduces all 162 articles of 1851–2000 of the corpus file', () => {
    expect(corpus).toHaveLength(162);
    const byArticle = new Map(parsed.articles.map((record) => [record.article, record]));
    for (const expected of corpus) {
      const actual = byArticle.get(expected.article);
      expect(actual, `art. ${expected.article}`).toBeDefined();
      expect(normalize(actual!.text), `art. ${expected.article} text`).toBe(
        normalize(expected.text),
      );
      expect(actual!.headings, `art. ${expected.article} headings`).toEqual(expected.headings);
      expect(actual!.status, `art. ${expected.article} status`).toBe(expected.status);
      expect(actual!.legisquebec_url).toBe(expected.legisquebec_url);
      expect(actual!.legisquebec_url_en).toBe(expected.legisquebec_url_en);
      // Article numbers in history lines carry merged superscript digits (corpus README):
      // the amending acts are what the product reads from them.
      expect(readAmendingActs(actual!.history), `art. ${expected.article} history`).toEqual(
        readAmendingActs(expected.history),
      );
    }
  });

  it('reads the amended articles as amended, and joins an article split over two pages', () => {
    const find = (article: string) => parsed.articles.find((record) => record.article === article);
    expect(find('1852')?.text).toContain('publiés dans les sept jours');
    expect(find('1852')?.history).toContain('2023, c. 24');
    expect(find('1938')?.text).toContain('conjoint en union parentale');
    expect(find('1966')).toMatchObject({ text: '(Abrogé).', status: 'repealed' });
    // Art. 1853 starts at the foot of page 345 and ends on page 346, under the running header.
    expect(find('1853')?.text.split('\n')).toHaveLength(2);
    expect(find('1853')?.text).not.toMatch(/CODE CIVIL|À jour|Éditeur officiel|sur 553/);
  });

  it('drops the link echoes of history lines ("2023, c. 24" read once)', () => {
    const history = parsed.articles.find((record) => record.article === '1852')?.history;
    expect(history).toBe(
      '1991, c. 64, a. 1852; 1998, c. 5, a. 8; 2023, c. 24, a. 1681; Erratum (2024) 156 G.O. 2, 1105.',
    );
  });
});

describe('a PDF that is not the consolidated Civil Code', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexlogis-legis-pdf-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, bytes: Buffer) => {
    writeFileSync(join(dir, name), bytes);
    return join(dir, name);
  };

  it('is refused with the file named when it is another document', async () => {
    const path = write('letter.pdf', buildMinimalPdf('Avis de reprise du logement'));
    const pages = await readPdfPages(path);
    expect(() => parseCcqPages(pages, 'letter.pdf')).toThrow(/letter\.pdf: not the consolidated/);
  });

  it('is refused with the file named when it is encrypted', async () => {
    const path = write('locked.pdf', buildMinimalPdf('Secret', { encrypted: true }));
    await expect(readPdfPages(path)).rejects.toThrow('locked.pdf: the PDF is encrypted');
  });

  it('is refused with the file named when it is truncated', async () => {
    const path = write('cut.pdf', readFileSync(PDF).subarray(0, 4096));
    await expect(readPdfPages(path)).rejects.toThrow(/cut\.pdf: not a readable PDF/);
  });
});

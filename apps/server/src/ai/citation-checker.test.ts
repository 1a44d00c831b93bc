import { describe, expect, it } from 'vitest';
import { UNVERIFIED_CITATION_MARK, checkCitations } from './citation-checker';
import { findCitations } from './citation-finder';
import { decisionSource, formSource, lawSource } from '../test/fixture-sources';

const rentSources = [
  ...['1942', '1943', '1944', '1945', '1946', '1947'].map((article) => lawSource(article)),
  formSource('TAL-810A'),
  decisionSource('2023 QCTAL 22726'),
];
const EN = UNVERIFIED_CITATION_MARK.en;

describe('findCitations', () => {
  it('reads single articles, lists, ranges, decimals, forms and neutral citations', () => {
    const found = findCitations(
      'See art. 1942, arts. 1945 and 1947, articles 1942 à 1947, 1959.1, 1904 C.c.Q., TAL-810A and 2023 QCTAL 22726.',
    );
    const summary = found.map((c) =>
      c.kind === 'article'
        ? c.article
        : c.kind === 'article-range'
          ? `${c.from}-${c.to}`
          : c.kind === 'form'
            ? c.formId
            : c.reference,
    );
    expect(summary).toEqual(
      expect.arrayContaining(['1942', '1945', '1947', '1942-1947', '1959.1', '1904', 'TAL-810A']),
    );
    expect(summary).toContain('2023 QCTAL 22726');
  });

  it('does not read amounts, delays or years as articles', () => {
    const found = findCitations(
      'Under art. 1942 and 3 months of notice, a rent of 1950 $ in 2026 (1959.50 $).',
    );
    expect(found.map((c) => (c.kind === 'article' ? c.article : c.kind))).toEqual(['1942']);
  });
});

describe('checkCitations', () => {
  it('keeps citations that are among the sources', () => {
    const text =
      'Under art. 1942 C.c.Q. and arts. 1942–1947, answer with TAL-810A; see 2023 QCTAL 22726.';
    const result = checkCitations(text, rentSources, 'en');
    expect(result.unverified).toEqual([]);
    expect(result.text).toBe(text);
    expect(result.verified.length).toBe(4);
  });

  it('marks a fabricated article, form and decision', () => {
    const text = 'See art. 9999 C.c.Q., file TAL-999Z and read 2099 QCTAL 1. Also art. 1945.';
    const result = checkCitations(text, rentSources, 'en');
    expect(result.unverified.map((c) => c.text)).toEqual(
      expect.arrayContaining(['9999', 'TAL-999Z', '2099 QCTAL 1']),
    );
    expect(result.text).toBe(
      `See art. 9999 C.c.Q. ${EN}, file TAL-999Z ${EN} and read 2099 QCTAL 1 ${EN}. Also art. 1945.`,
    );
  });

  it('marks in French and marks only the unknown member of a list', () => {
    const result = checkCitations('Voir les art. 1942, 1945 et 9999.', rentSources, 'fr');
    expect(result.text).toBe(`Voir les art. 1942, 1945 et 9999 ${UNVERIFIED_CITATION_MARK.fr}.`);
  });

  it('counts a range only when the sources hold every article in it', () => {
    const partial = [lawSource('1942'), lawSource('1945'), lawSource('1947')];
    const result = checkCitations('See arts. 1942–1947 and articles 1942 à 1945.', partial, 'en');
    expect(result.unverified.map((c) => c.kind)).toEqual(['article-range', 'article-range']);
    expect(result.text).toBe(`See arts. 1942–1947 ${EN} and articles 1942 à 1945 ${EN}.`);
  });

  it('does not mark articles named inside a verbatim quotation of a source', () => {
    const text = `> ${lawSource('1943').content!.split('\n')[0]}\n\nThe notice must follow art. 1943.`;
    const result = checkCitations(text, [lawSource('1943')], 'en');
    expect(result.unverified).toEqual([]);
  });

  it('still checks a quotation that is not in any source', () => {
    const text = '> « Selon l’article 9999, le locateur peut tout faire sans avis. »';
    const result = checkCitations(text, rentSources, 'fr');
    expect(result.unverified.map((c) => c.text)).toEqual(['9999']);
  });

  it('ignores numbers inside links and is idempotent', () => {
    const text =
      'Official text: <https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:9999>';
    expect(checkCitations(text, [], 'en').unverified).toEqual([]);
    const once = checkCitations('See art. 9999.', [], 'en').text;
    expect(checkCitations(once, [], 'en').text).toBe(once);
  });
});

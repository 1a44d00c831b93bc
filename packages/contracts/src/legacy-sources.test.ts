import { describe, expect, it } from 'vitest';
import { buildLegacySourceLists, getSourcesFromLegacyLists } from './legacy-sources';

describe('getSourcesFromLegacyLists', () => {
  it('builds one typed source per entry of each group', () => {
    const sources = getSourcesFromLegacyLists({
      urls: ['https://info.example/'],
      page_source: ['TAL'],
      page_title: ['Rent increase'],
      urls_ccq: ['https://l.example/ccq'],
      page_title_ccq: ['Art. 1947'],
      texts_ccq: ['The lessor may...'],
      modifications_ccq: [true],
      urls_ccq_modif: ['https://l.example/ccq-mod'],
      page_title_ccq_modif: ['Art. 1947 (2024)'],
      caselaw_reference: ['2023 QCTAL 1'],
      caselaw_titre: ['X c. Y'],
      caselaw_lienURL: ['https://c.example/1'],
      relevant_forms: [
        { title: 'Notice', doc_url: 'https://f.example/a.pdf', filled_by: 'landlord' },
      ],
    });
    expect(sources.map((s) => s.type)).toEqual(['INFO', 'LAW', 'MODIFIED_LAW', 'CASELAW', 'FORM']);
    expect(sources[1]).toMatchObject({
      title: 'Art. 1947',
      content: 'The lessor may...',
      isModified: true,
    });
    expect(sources[4]).toMatchObject({ docUrl: 'https://f.example/a.pdf', filledBy: 'landlord' });
  });

  it('drops non-http links and de-duplicates', () => {
    const sources = getSourcesFromLegacyLists({
      urls: ['javascript:alert(1)', 'https://a.example/', 'https://a.example/'],
    });
    expect(sources).toHaveLength(2);
    expect(sources[0]).toEqual({
      type: 'INFO',
      url: undefined,
      pageSource: undefined,
      pageTitle: undefined,
    });
  });

  it('round-trips through buildLegacySourceLists', () => {
    const lists = buildLegacySourceLists([
      { type: 'INFO', url: 'https://a.example/', pageTitle: 'A', pageSource: 'S' },
      { type: 'CASELAW', reference: '2023 QCTAL 1', url: 'https://c.example/1', title: 'X c. Y' },
    ]);
    expect(lists.urls).toEqual(['https://a.example/']);
    expect(lists.caselaw_reference).toEqual(['2023 QCTAL 1']);
    expect(getSourcesFromLegacyLists(lists).map((s) => s.type)).toEqual(['INFO', 'CASELAW']);
  });
});

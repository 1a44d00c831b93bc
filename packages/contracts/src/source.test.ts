import { describe, expect, it } from 'vitest';
import { dedupeSources, getSourceTab, sourceSchema } from './source';
import type { Source } from './source';

describe('sourceSchema', () => {
  it('parses each of the five types', () => {
    const samples: unknown[] = [
      { type: 'INFO', url: 'https://www.tal.gouv.qc.ca/', pageSource: 'TAL', pageTitle: 'Home' },
      {
        type: 'LAW',
        url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991',
        title: 'Art. 1959.1',
        article: '1959.1',
        consolidationDate: '2024-03-01',
        lang: 'fr',
        urlEn: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991',
      },
      {
        type: 'MODIFIED_LAW',
        title: 'Art. 1959.1 (amended)',
        isModified: true,
        originalSourceId: 's1',
      },
      {
        type: 'CASELAW',
        reference: '2023 QCTAL 12345',
        nomsDesPartis: 'X c. Y',
        outcome: 'partly_granted',
        decisionDate: '2023-06-01',
        tribunal: 'Tribunal administratif du logement',
      },
      {
        type: 'FORM',
        title: 'Notice',
        docUrl: 'https://example.com/f.pdf',
        filename: 'f.pdf',
        formId: 'TAL-1',
      },
    ];
    for (const sample of samples) expect(sourceSchema.parse(sample)).toEqual(sample);
  });

  it('rejects an unknown type, a javascript: url and a bad outcome', () => {
    expect(sourceSchema.safeParse({ type: 'BLOG' }).success).toBe(false);
    expect(sourceSchema.safeParse({ type: 'INFO', url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(sourceSchema.safeParse({ type: 'CASELAW', outcome: 'won' }).success).toBe(false);
    expect(sourceSchema.safeParse({ type: 'LAW', consolidationDate: '01/03/2024' }).success).toBe(
      false,
    );
  });

  it('accepts the empty link that legacy lists use', () => {
    expect(sourceSchema.safeParse({ type: 'INFO', url: '' }).success).toBe(true);
  });
});

describe('dedupeSources', () => {
  it('dedupes INFO by url, keeping the first', () => {
    const sources: Source[] = [
      { type: 'INFO', url: 'https://a.example/', pageTitle: 'First' },
      { type: 'INFO', url: ' https://a.example/ ', pageTitle: 'Second' },
      { type: 'INFO', url: 'https://b.example/' },
    ];
    expect(dedupeSources(sources)).toEqual([sources[0], sources[2]]);
  });

  it('dedupes FORM by document url, else page url', () => {
    const sources: Source[] = [
      { type: 'FORM', docUrl: 'https://f.example/a.pdf', pageUrl: 'https://f.example/p1' },
      { type: 'FORM', docUrl: 'https://f.example/a.pdf', pageUrl: 'https://f.example/p2' },
      { type: 'FORM', pageUrl: 'https://f.example/p3' },
      { type: 'FORM', pageUrl: 'https://f.example/p3', title: 'again' },
    ];
    expect(dedupeSources(sources)).toEqual([sources[0], sources[2]]);
  });

  it('dedupes laws by type+url+title, so articles sharing a page survive', () => {
    const url = 'https://www.legisquebec.gouv.qc.ca/fr/document/lc/CCQ-1991';
    const sources: Source[] = [
      { type: 'LAW', url, title: 'Art. 1854' },
      { type: 'LAW', url, title: 'Art. 1959.1' },
      { type: 'LAW', url, title: 'Art. 1854', content: 'duplicate' },
      { type: 'MODIFIED_LAW', url, title: 'Art. 1854' },
    ];
    expect(dedupeSources(sources)).toEqual([sources[0], sources[1], sources[3]]);
  });

  it('dedupes CASELAW by reference, ignoring case and spacing', () => {
    const sources: Source[] = [
      { type: 'CASELAW', reference: '2023 QCTAL 12345', url: 'https://a.example/' },
      { type: 'CASELAW', reference: '2023  qctal 12345', url: 'https://b.example/' },
      { type: 'CASELAW', reference: '2022 QCTAL 1' },
    ];
    expect(dedupeSources(sources)).toEqual([sources[0], sources[2]]);
  });

  it('does not merge different types with the same url', () => {
    const url = 'https://same.example/';
    const sources: Source[] = [
      { type: 'INFO', url },
      { type: 'CASELAW', url },
      { type: 'LAW', url },
    ];
    expect(dedupeSources(sources)).toHaveLength(3);
  });

  it('keeps sources with nothing to compare on', () => {
    const sources: Source[] = [{ type: 'INFO' }, { type: 'INFO' }];
    expect(dedupeSources(sources)).toHaveLength(2);
  });

  it('falls back to url+title when the preferred key is missing', () => {
    const sources: Source[] = [
      { type: 'CASELAW', url: 'https://c.example/', title: 'X' },
      { type: 'CASELAW', url: 'https://c.example/', title: 'X' },
    ];
    expect(dedupeSources(sources)).toHaveLength(1);
  });
});

describe('getSourceTab', () => {
  it('groups modified laws with laws', () => {
    expect(getSourceTab('LAW')).toBe('laws');
    expect(getSourceTab('MODIFIED_LAW')).toBe('laws');
    expect(getSourceTab('INFO')).toBe('documents');
    expect(getSourceTab('CASELAW')).toBe('decisions');
    expect(getSourceTab('FORM')).toBe('forms');
  });
});

import { describe, expect, it } from 'vitest';
import { readDetail, readDoNotUseWhen, toFormSummary } from './forms.mapper';
import type { FormRow } from './forms.repository';

const base: FormRow = {
  formId: 'TAL-806A',
  title: 'Notice of rent increase',
  url: 'https://www.tal.gouv.qc.ca/sites/default/files/notices/TAL_806A_E.pdf',
  docUrl: 'https://www.tal.gouv.qc.ca/sites/default/files/notices/TAL_806A_E.pdf',
  pageUrl: 'https://www.tal.gouv.qc.ca/en/forms',
  filledBy: 'lessor',
  relatedArticles: ['1942'],
  content:
    'A lessor wants to notify.\nDo not use when: A personal-services lease.\nLegal effect: Notifies the lessee.',
  details: { category: 'notices_to_lessee' },
};

describe('form mapping', () => {
  it('reads the parts back from the search text of a knowledge base ingested before them', () => {
    expect(readDetail(base, 'useWhen')).toBe('A lessor wants to notify.');
    expect(readDetail(base, 'legalEffect')).toBe('Notifies the lessee.');
    expect(readDoNotUseWhen(base)).toEqual(['A personal-services lease.']);
  });

  it('prefers the catalogue fields once ingested, an empty list included', () => {
    const row = { ...base, details: { useWhen: 'Use it.', legalEffect: '', doNotUseWhen: [] } };
    expect(readDetail(row, 'useWhen')).toBe('Use it.');
    expect(readDetail(row, 'legalEffect')).toBe('');
    expect(readDoNotUseWhen(row)).toEqual([]);
  });

  it('never offers a PDF of the mandatory lease, which is sold', () => {
    const lease = toFormSummary({
      ...base,
      formId: 'BAIL',
      docUrl: 'https://www.tal.gouv.qc.ca/x.pdf',
    });
    expect(lease).toMatchObject({ sold: true, pdfUrl: null });
    expect(toFormSummary(base)).toMatchObject({ sold: false, pdfUrl: base.docUrl });
  });
});

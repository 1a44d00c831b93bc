import type { FindFormResponse, LegalFormDetail, LegalFormSummary } from '@lexlogis/contracts';

/** Catalogue entries as GET /forms answers them (words from corpus/forms/tal-forms.json). */
export function makeForm(id: string, extra: Partial<LegalFormSummary> = {}): LegalFormSummary {
  return {
    id,
    name: `Form ${id}`,
    category: 'notices_to_lessor',
    matterType: 'rent',
    initiatingParty: 'lessee',
    status: 'active',
    useWhen: `Use ${id} when…`,
    officialUrl: `https://www.tal.gouv.qc.ca/sites/default/files/notices/${id}_E.pdf`,
    pdfUrl: `https://www.tal.gouv.qc.ca/sites/default/files/notices/${id}_E.pdf`,
    sold: false,
    ...extra,
  };
}

export const LEASE_DETAIL: LegalFormDetail = {
  ...makeForm('BAIL', {
    name: 'Lease of a Dwelling (mandatory lease / bail)',
    category: 'lease_and_appendices',
    initiatingParty: 'lessor',
    officialUrl: 'https://www.tal.gouv.qc.ca/en/signing-a-lease/what-is-a-lease',
    pdfUrl: null,
    sold: true,
  }),
  doNotUseWhen: [],
  legalEffect: 'Sets the terms of the tenancy.',
  parties: ['lessor', 'lessee'],
  currentVersion: null,
  articles: [],
  relatedForms: [],
};

export const RESPONSE_DETAIL: LegalFormDetail = {
  ...makeForm('TAL-810A'),
  doNotUseWhen: ['Never for a lease with personal services.'],
  legalEffect: 'Records the lessee’s response under article 1945 C.C.Q.',
  parties: ['lessee', 'lessor'],
  currentVersion: '2026-05',
  articles: [
    {
      article: '1945',
      text: 'Le locataire qui refuse la modification proposée doit, dans le mois de la réception de l’avis…',
      url: 'https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:1945',
    },
  ],
  relatedForms: [{ id: 'TAL-806A', name: 'Notice of rent increase' }],
};

export const FOUND: FindFormResponse = {
  results: [
    {
      form: makeForm('TAL-810A', { name: 'Lessee’s response to a notice of rent increase' }),
      reason: 'To answer the landlord’s notice of modification.',
      guide: { id: 'rent-increase-renewal', title: 'Rent increase and lease renewal' },
      deadlines: [
        {
          article: '1945',
          text: 'Notice received on February 20, 2025: the one-month period ends on March 20, 2025.',
          date: '2025-03-20',
        },
      ],
    },
  ],
  missingDates: ['leaseEnd'],
};

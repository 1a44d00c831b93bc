import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LegalFormDetail, LegalFormSummary } from '@lexlogis/contracts';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { LEASE_DETAIL, RESPONSE_DETAIL, makeForm } from './legal-forms-test-data';

const DETAILS: Record<string, LegalFormDetail> = {
  BAIL: LEASE_DETAIL,
  'TAL-810A': RESPONSE_DETAIL,
};

function stubForms(items: LegalFormSummary[], total = items.length) {
  const queries: URLSearchParams[] = [];
  stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${pathname}`;
    if (key === 'GET /api/forms') {
      queries.push(searchParams);
      const limit = Number(searchParams.get('limit'));
      return jsonResponse({
        items,
        meta: {
          total,
          page: Number(searchParams.get('page')),
          limit,
          totalPages: Math.ceil(total / limit),
        },
      });
    }
    const detail = DETAILS[pathname.replace('/api/forms/', '')];
    if (detail && key.startsWith('GET /api/forms/')) return jsonResponse(detail);
    if (key === 'GET /api/feature-flags')
      return flagsResponse({ AI_TOOLS: true, LEGAL_FORMS: true });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: key } }, 404);
  });
  return queries;
}

// Lazy routes and dialogs are slow on a shared machine.
describe('form library', { timeout: 20_000 }, () => {
  it('keeps what is typed while the first page is still loading', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    stubFetch(async (url) => {
      const { pathname } = new URL(url, 'http://localhost');
      if (pathname === '/api/feature-flags')
        return flagsResponse({ AI_TOOLS: true, LEGAL_FORMS: true });
      await answered;
      const items = [makeForm('TAL-810A')];
      return jsonResponse({ items, meta: { total: 1, page: 1, limit: 12, totalPages: 1 } });
    });
    renderApp('/ai-tools/legal-forms/library');
    const user = userEvent.setup();
    const search = await screen.findByRole(
      'searchbox',
      { name: 'Search the forms' },
      { timeout: 10_000 },
    );
    await user.type(search, 'loyer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filed by' }), 'lessee');
    release();
    await screen.findByRole('list', { name: 'Forms' }, { timeout: 10_000 });
    expect(search).toHaveValue('loyer');
    expect(screen.getByRole('combobox', { name: 'Filed by' })).toHaveValue('lessee');
  });

  it('reads the search and filters from the URL and pages through the API', async () => {
    const queries = stubForms([makeForm('TAL-810A'), makeForm('TAL-806A')], 30);
    renderApp('/ai-tools/legal-forms/library?q=loyer&party=lessee&category=bogus');
    const list = await screen.findByRole('list', { name: 'Forms' }, { timeout: 10_000 });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    // The invalid category is dropped rather than sent (a hand-edited URL never causes a 400).
    expect(Object.fromEntries(queries[0]!)).toEqual({
      q: 'loyer',
      party: 'lessee',
      page: '1',
      limit: '12',
      lang: 'en',
    });
    expect(screen.getByRole('searchbox', { name: 'Search the forms' })).toHaveValue('loyer');
    expect(screen.getByRole('combobox', { name: 'Filed by' })).toHaveValue('lessee');
    expect(screen.getByText('30 forms')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Matter' }), 'rent');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('matter')).toBe('rent'));
    expect(queries.at(-1)?.get('q')).toBe('loyer');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('3'));
    expect(queries.at(-1)?.get('matter')).toBe('rent');
  });

  it('opens a form with its articles, related forms and the official PDF link', async () => {
    stubForms([makeForm('TAL-810A')]);
    const { router } = renderApp('/ai-tools/legal-forms/library');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Forms' }, { timeout: 10_000 });
    await user.click(within(list).getByRole('button', { name: 'Details TAL-810A' }));
    const dialog = await screen.findByRole('dialog', { name: 'TAL-810A — Form TAL-810A' });
    expect(router.state.location.search).toBe('?form=TAL-810A');
    expect(dialog).toHaveTextContent('Never for a lease with personal services.');
    expect(dialog).toHaveTextContent('Records the lessee’s response under article 1945 C.C.Q.');
    await user.click(within(dialog).getByText('art. 1945 C.C.Q.'));
    expect(dialog).toHaveTextContent('dans le mois de la réception');
    expect(within(dialog).getByRole('link', { name: /Official PDF/ })).toHaveAttribute(
      'href',
      'https://www.tal.gouv.qc.ca/sites/default/files/notices/TAL-810A_E.pdf',
    );
    expect(within(dialog).getByRole('button', { name: /TAL-806A/ })).toBeInTheDocument();
  });

  it('says the mandatory lease is sold, with no PDF link', async () => {
    stubForms([makeForm('BAIL', { sold: true, pdfUrl: null })]);
    renderApp('/ai-tools/legal-forms/library?form=BAIL');
    const dialog = await screen.findByRole(
      'dialog',
      { name: /BAIL — Lease of a Dwelling/ },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent('The mandatory lease is sold, not downloadable');
    expect(within(dialog).queryByRole('link', { name: /Official PDF/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Official page/ })).toHaveAttribute(
      'href',
      'https://www.tal.gouv.qc.ca/en/signing-a-lease/what-is-a-lease',
    );
  });
});

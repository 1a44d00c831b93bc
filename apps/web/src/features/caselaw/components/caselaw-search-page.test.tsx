import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CaselawSearchHit, SavedSituation } from '@lexlogis/contracts';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';

function makeHit(
  index: number,
  extra: Partial<CaselawSearchHit['decision']> = {},
): CaselawSearchHit {
  return {
    decision: {
      id: `caselaw-${index}`,
      citation: null,
      title: `Binette ${index} c. Freundlich`,
      tribunal: 'Tribunal administratif du logement',
      tribunalCode: 'tal',
      office: null,
      date: '2021-02-01',
      subject: 'Punaises de lit et coquerelles',
      excerpt: 'Le locataire demande…',
      lang: 'fr',
      claimType: 'dwelling_condition',
      outcome: 'unknown',
      outcomeSentence: null,
      outcomeNote: null,
      applicantRole: null,
      parties: null,
      sourceKind: 'decision_text',
      url: `https://citoyens.soquij.qc.ca/ID=${index}`,
      ...extra,
    },
    score: 3.2,
    snippet: [
      { text: 'Présence de ', match: false },
      { text: 'punaises', match: true },
      { text: ' de lit dans le logement', match: false },
    ],
  };
}

const page = (items: CaselawSearchHit[], total = items.length, number = 1) => ({
  items,
  meta: { total, page: number, limit: 10, totalPages: Math.ceil(total / 10) },
});

/** Records each search's query string and saved situation, answering with `answer(query)`. */
function stubSearch(answer: (query: URLSearchParams) => ReturnType<typeof page>) {
  const queries: URLSearchParams[] = [];
  const situations: unknown[] = [];
  stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${pathname}`;
    if (key === 'GET /api/caselaw/search') {
      queries.push(searchParams);
      return jsonResponse(answer(searchParams));
    }
    if (key === 'POST /api/situations') {
      situations.push(JSON.parse(String(init.body)));
      return jsonResponse(
        {
          id: 'c0ffee00-0000-4000-8000-00000000000b',
          title: 'T',
          description: '',
          answers: null,
          search: {},
          conversationId: null,
          createdAt: '2025-03-01T12:00:00.000Z',
          updatedAt: '2025-03-01T12:00:00.000Z',
        } satisfies SavedSituation,
        201,
      );
    }
    if (key === 'GET /api/feature-flags') return flagsResponse({});
    return jsonResponse({ error: { code: 'NOT_FOUND', message: key } }, 404);
  });
  return { queries, situations };
}

describe('case-law search screen', () => {
  it('reads its filters from the URL, highlights the matched words and shows unknown outcomes', async () => {
    const { queries } = stubSearch(() => page([makeHit(1), makeHit(2)], 23));
    renderApp('/ai-tools/caselaw/search?q=punaises&tribunal=tal&outcome=unknown');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(Object.fromEntries(queries[0]!)).toEqual({
      q: 'punaises',
      tribunal: 'tal',
      outcome: 'unknown',
      page: '1',
      limit: '10',
    });
    expect(screen.getByRole('searchbox', { name: 'Words to search' })).toHaveValue('punaises');
    expect(screen.getByRole('combobox', { name: 'Tribunal' })).toHaveValue('tal');
    const first = within(results).getAllByRole('article')[0]!;
    expect(within(first).getByText('punaises', { selector: 'mark' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Outcome as published: Outcome unknown');
    expect(within(first).getByRole('link', { name: /Official source/ })).toHaveAttribute(
      'href',
      'https://citoyens.soquij.qc.ca/ID=1',
    );
    expect(screen.getByText('23 decisions')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('3'));
    expect(queries.at(-1)?.get('tribunal')).toBe('tal');
  });

  it('submits new filters through the URL, starting again at page 1', async () => {
    const { queries } = stubSearch(() => page([makeHit(1)]));
    renderApp('/ai-tools/caselaw/search?q=bail&page=2');
    await screen.findByRole('list', { name: 'Search results' });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Words to search' });
    await user.clear(box);
    await user.type(box, 'bed bugs');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Kind of claim' }),
      'dwelling_condition',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('bed bugs'));
    expect(queries.at(-1)?.get('claimType')).toBe('dwelling_condition');
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('offers to widen an empty search: the filters go, the words stay', async () => {
    const { queries } = stubSearch((query) =>
      query.get('tribunal') ? page([], 0) : page([makeHit(1)]),
    );
    renderApp('/ai-tools/caselaw/search?q=punaises&tribunal=cs');
    expect(await screen.findByText('No decision matches this search.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Widen the search' }));
    await screen.findByRole('list', { name: 'Search results' });
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ q: 'punaises', page: '1', limit: '10' });
  });

  it('saves the search as a situation with its filters', async () => {
    const { situations } = stubSearch(() => page([makeHit(1)]));
    renderApp('/ai-tools/caselaw/search?q=punaises&outcome=granted');
    await screen.findByRole('list', { name: 'Search results' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save as a situation' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this situation' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(situations).toHaveLength(1));
    expect(situations[0]).toEqual({
      title: 'punaises',
      description: 'punaises',
      search: { q: 'punaises', outcome: 'granted' },
    });
  });
});

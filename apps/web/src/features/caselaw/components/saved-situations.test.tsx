import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedSituation } from '@lexlogis/contracts';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';

const SITUATION: SavedSituation = {
  id: 'c0ffee00-0000-4000-8000-00000000000c',
  title: 'Bed bugs since March',
  description: 'There are bed bugs in my apartment.',
  answers: { userType: 'tenant' },
  search: { q: 'bed bugs', outcome: 'granted' },
  conversationId: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  updatedAt: '2025-03-01T12:00:00.000Z',
};

describe('saved situations', () => {
  it('lists them, re-runs the research from one and deletes another', async () => {
    let list = [
      SITUATION,
      { ...SITUATION, id: 'c0ffee00-0000-4000-8000-00000000000d', title: 'Old one' },
    ];
    const searches: string[] = [];
    const deleted: string[] = [];
    stubFetch((url, init) => {
      const { pathname, search } = new URL(url, 'http://localhost');
      const key = `${init.method ?? 'GET'} ${pathname}`;
      if (key === 'GET /api/situations') {
        return jsonResponse({
          items: list,
          meta: { total: list.length, page: 1, limit: 20, totalPages: 1 },
        });
      }
      if (key.startsWith('DELETE /api/situations/')) {
        const id = pathname.split('/').at(-1)!;
        deleted.push(id);
        list = list.filter((item) => item.id !== id);
        return new Response(null, { status: 204 });
      }
      if (key === 'GET /api/caselaw/search') {
        searches.push(search);
        return jsonResponse({ items: [], meta: { total: 0, page: 1, limit: 10, totalPages: 0 } });
      }
      if (key === 'GET /api/feature-flags') return flagsResponse({});
      return jsonResponse({ error: { code: 'NOT_FOUND', message: key } }, 404);
    });
    const { router } = renderApp('/ai-tools/caselaw');
    const region = await screen.findByRole('region', { name: 'Saved situations' });
    const user = userEvent.setup();
    await user.click(await within(region).findByRole('button', { name: 'Delete Old one' }));
    await waitFor(() => expect(within(region).queryByText('Old one')).not.toBeInTheDocument());
    expect(deleted).toEqual(['c0ffee00-0000-4000-8000-00000000000d']);

    await user.click(
      within(region).getByRole('button', {
        name: 'Run the research again for Bed bugs since March',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-tools/caselaw/search'));
    expect(router.state.location.search).toBe('?q=bed+bugs&outcome=granted');
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]).toContain('q=bed+bugs');
    expect(searches[0]).toContain('outcome=granted');
    expect(await screen.findByRole('searchbox', { name: 'Words to search' })).toHaveValue(
      'bed bugs',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { installMatchMedia } from '@/test/match-media';
import { renderApp } from '@/test/render-app';

const CHAT_ID = '80000000-0000-4000-8000-000000000008';
const EXPERT = {
  id: '10000000-0000-4000-8000-000000000001',
  name: 'Me Gagnon',
  expert_image: null,
  location_formatted: 'Montréal, QC',
  description: '',
  rating: { score: 0, total_ratings: 0 },
  fields_of_expertise: {
    main_fields: ['Repossession and eviction'],
    total_remaining_formatted: '',
  },
};

beforeEach(() => installMatchMedia(1280));

describe('experts panel', () => {
  it('asks for the profiles matching the open chat, and links the quote to the marketplace', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.includes('/profiles/matching')) return jsonResponse({ items: [EXPERT] });
      if (url.includes('/advices/list')) {
        return jsonResponse({ items: [], meta: { total: 0, page: 1, limit: 50, totalPages: 0 } });
      }
      // A real conversation: a missing one sends the chat back to '/' and drops its id.
      if (url.includes(`/advices/${CHAT_ID}`)) {
        return jsonResponse({
          id: CHAT_ID,
          title: 'Repossession',
          description: '',
          createdAt: '2025-03-01T12:00:00.000Z',
          updatedAt: '2025-03-01T12:00:00.000Z',
          advices: [],
          caseOutcome: null,
        });
      }
      return flagsResponse({ MARKETPLACE: true });
    });
    const { router } = renderApp(`/?chatId=${CHAT_ID}`);
    const panel = within(
      await screen.findByRole('region', { name: 'Legal experts' }, { timeout: 15_000 }),
    );
    expect(await panel.findByText('Me Gagnon')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining(`/profiles/matching?limit=3&conversationId=${CHAT_ID}`),
    );
    await userEvent.setup().click(panel.getByRole('button', { name: 'Get a free quote' }));
    // The marketplace route is lazy: the location changes once its module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'), {
      timeout: 15_000,
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      quote: EXPERT.id,
      chatId: CHAT_ID,
    });
  }, 30_000);

  it('disables the quote of a profile no account receives, with the reason', async () => {
    stubFetch((url) => {
      if (url.includes('/profiles/matching')) {
        return jsonResponse({
          items: [
            { ...EXPERT, acceptsQuotes: false },
            { ...EXPERT, id: '10000000-0000-4000-8000-000000000002', name: 'Me Roy' },
          ],
        });
      }
      if (url.includes('/advices/list')) {
        return jsonResponse({ items: [], meta: { total: 0, page: 1, limit: 50, totalPages: 0 } });
      }
      return flagsResponse({ MARKETPLACE: true });
    });
    renderApp('/');
    const panel = within(
      await screen.findByRole('region', { name: 'Legal experts' }, { timeout: 15_000 }),
    );
    await panel.findByText('Me Roy');
    const [unreachable, reachable] = panel.getAllByRole('button', { name: 'Get a free quote' });
    expect(unreachable).toBeDisabled();
    expect(unreachable).toHaveAccessibleDescription(
      'Quote requests cannot reach this lawyer: the profile is not linked to an account.',
    );
    expect(reachable).toBeEnabled();
  }, 30_000);
});

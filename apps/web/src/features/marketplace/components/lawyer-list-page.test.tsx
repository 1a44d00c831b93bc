import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LawyerProfile } from '@lexlogis/contracts';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { installMatchMedia } from '@/test/match-media';
import { renderApp } from '@/test/render-app';

const LAWYER: LawyerProfile = {
  id: '10000000-0000-4000-8000-000000000001',
  userId: '20000000-0000-4000-8000-000000000002',
  name: 'Me Gagnon',
  expert_image: null,
  location_formatted: 'Montréal, QC, Canada',
  description: 'Housing disputes.',
  rating: { score: 0, total_ratings: 0 },
  fields_of_expertise: { main_fields: ['Rent and rent increases'], total_remaining_formatted: '' },
  languages: ['fr', 'en'],
  city: 'Montréal',
  barreauNumber: '12345',
};

const VALUES = {
  areasOfLaw: ['rent'],
  languages: ['en', 'fr'],
  countries: ['Canada'],
  stateProvinces: ['QC'],
  cities: ['Montréal', 'Québec'],
};

function stubMarketplace(items: LawyerProfile[]) {
  return stubFetch((url, init) => {
    if (url.includes('/profile/filter-values')) return jsonResponse(VALUES);
    if (url.includes('/profiles?')) {
      return jsonResponse({
        items,
        meta: { total: items.length, page: 1, limit: 12, totalPages: 1 },
      });
    }
    if (url.includes('/advices/list')) {
      return jsonResponse({
        items: [
          {
            id: '30000000-0000-4000-8000-000000000003',
            title: 'Rent increase',
            description: '',
            createdAt: '2026-01-01T00:00:00Z',
            updatedAt: '2026-01-01T00:00:00Z',
          },
        ],
        meta: { total: 1, page: 1, limit: 1, totalPages: 1 },
      });
    }
    if (url.endsWith('/chat/conversations') && init.method === 'POST') {
      return jsonResponse(
        { id: '40000000-0000-4000-8000-000000000004', participantIds: [], messages: [] },
        201,
      );
    }
    if (url.includes('/chat/conversations')) return jsonResponse({ items: [] });
    return flagsResponse({ MARKETPLACE: true });
  });
}

beforeEach(() => installMatchMedia(1280));

describe('marketplace', () => {
  it('lists lawyers with the unverified Barreau number and no invented rating', async () => {
    stubMarketplace([LAWYER]);
    renderApp('/marketplace');
    const card = within(await screen.findByRole('listitem', { name: /Me Gagnon/ }));
    expect(card.getByText(/not verified by LexLogis/)).toBeInTheDocument();
    expect(card.getByText('No ratings yet')).toBeInTheDocument();
    expect(card.getByText(/French, English/)).toBeInTheDocument();
  });

  it('disables the quote of a profile no account receives, and says why', async () => {
    stubMarketplace([{ ...LAWYER, userId: null, acceptsQuotes: false, isDemo: true }]);
    renderApp('/marketplace');
    const card = within(await screen.findByRole('listitem', { name: /Me Gagnon/ }));
    const button = card.getByRole('button', { name: /Get a free quote/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Quote requests cannot reach this lawyer: the profile is not linked to an account.',
    );
  });

  it('keeps the filters in the URL as JSON and sends them to the server', async () => {
    const fetchMock = stubMarketplace([LAWYER]);
    const { router } = renderApp('/marketplace');
    const user = userEvent.setup();
    const filtersPanel = within(await screen.findByRole('region', { name: 'Filters' }));
    await user.selectOptions(await filtersPanel.findByLabelText('City'), 'Québec');
    await user.selectOptions(filtersPanel.getByLabelText('Language'), 'en');
    const filters = JSON.parse(new URLSearchParams(router.state.location.search).get('filters')!);
    expect(filters).toMatchObject({ city: 'Québec', language: 'en', page: '1' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('city=Qu%C3%A9bec&language=en'),
      ),
    );
  });

  it('at 375 px opens the closed sidebar to its filters, counting the active ones', async () => {
    installMatchMedia(375);
    stubMarketplace([LAWYER]);
    renderApp('/advisors?location=Qu%C3%A9bec');
    const user = userEvent.setup();
    const show = await screen.findByRole('button', { name: 'Show filters (1 active)' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    // The closed sidebar is off screen and inert (out of the tab order and the accessibility tree).
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(filters.closest('[inert]')).not.toBeNull();
    await user.click(show);
    await waitFor(() => expect(filters.closest('[inert]')).toBeNull());
    expect(show).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Filters' })).toHaveFocus());
  });

  it('shows no filters button where the sidebar is open beside the list', async () => {
    stubMarketplace([LAWYER]);
    renderApp('/marketplace');
    await screen.findByRole('listitem', { name: /Me Gagnon/ });
    expect(screen.queryByRole('button', { name: /Show filters/ })).toBeNull();
  });

  it('starts /advisors with the location as the city filter', async () => {
    const fetchMock = stubMarketplace([]);
    renderApp('/advisors?location=Qu%C3%A9bec');
    expect(await screen.findByText('No lawyer matches these filters.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('city=Qu%C3%A9bec'),
    );
  });

  it('shares the situation summary only when the box is ticked', async () => {
    const fetchMock = stubMarketplace([LAWYER]);
    const { router } = renderApp('/marketplace');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Get a free quote/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByRole('checkbox')).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Ask for a quote' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace/conversations'));
    const post = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/chat/conversations') && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      receiverId: LAWYER.userId,
      quote: { shareSummary: false },
    });
  });

  it('sends the chat conversation to summarise once the user agrees', async () => {
    const fetchMock = stubMarketplace([LAWYER]);
    renderApp('/marketplace');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Get a free quote/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(await dialog.findByRole('checkbox', { name: /Rent increase/ }));
    await user.click(dialog.getByRole('button', { name: 'Ask for a quote' }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(
        ([url, init]) => String(url).endsWith('/chat/conversations') && init?.method === 'POST',
      );
      expect(JSON.parse(String(post?.[1]?.body))).toEqual({
        receiverId: LAWYER.userId,
        quote: { shareSummary: true, adviceConversationId: '30000000-0000-4000-8000-000000000003' },
      });
    });
  });
});

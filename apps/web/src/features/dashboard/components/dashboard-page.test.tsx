import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DirectConversation, LawyerProfile } from '@lexlogis/contracts';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp, TEST_USER } from '@/test/render-app';
import { isNewQuoteRequest } from './dashboard-page';

const LAWYER = { ...TEST_USER, role: 'lawyer' as const };
const TENANT_ID = '60000000-0000-4000-8000-000000000006';

const quote: DirectConversation = {
  id: '70000000-0000-4000-8000-000000000007',
  participantIds: [LAWYER.id, TENANT_ID],
  participants: [{ id: TENANT_ID, name: 'Tina Tenant', avatar: null }],
  messages: [
    {
      id: 'm1',
      conversationId: '70000000-0000-4000-8000-000000000007',
      content: 'Summary of my situation',
      senderId: TENANT_ID,
      createdAt: '2026-01-01T10:00:00Z',
    },
  ],
  unreadCount: 1,
  isQuoteRequest: true,
};

const PROFILE: LawyerProfile = {
  id: '10000000-0000-4000-8000-000000000001',
  userId: LAWYER.id,
  name: 'Camille Tremblay',
  location_formatted: 'Montréal',
  description: '',
  rating: { score: 0, total_ratings: 0 },
  fields_of_expertise: { main_fields: [], total_remaining_formatted: '' },
  city: 'Montréal',
  languages: ['fr'],
  areasOfLaw: ['rent'],
  barreauNumber: null,
};

describe('lawyer dashboard', () => {
  it('shows new quote requests, latest conversations and what the profile misses', async () => {
    stubFetch((url) => {
      if (url.endsWith('/chat/conversations')) return jsonResponse({ items: [quote] });
      if (url.includes('/profile/user/')) return jsonResponse(PROFILE);
      return flagsResponse({});
    });
    renderApp('/dashboard', { user: LAWYER });
    const quotes = within(await screen.findByRole('list', { name: 'New quote requests' }));
    expect(quotes.getByRole('link', { name: /Tina Tenant/ })).toHaveAttribute(
      'href',
      `/dashboard/conversations?chatId=${quote.id}`,
    );
    expect(await screen.findByText('Your profile is 57% complete.')).toBeInTheDocument();
    expect(
      screen.getByText(/Missing: Description, Photo \(link\), Barreau du Québec member number/),
    ).toBeInTheDocument();
  });

  it('counts a quote request as new until the lawyer has answered', () => {
    expect(isNewQuoteRequest(quote, LAWYER.id)).toBe(true);
    const answered = {
      ...quote,
      unreadCount: 0,
      messages: [{ ...quote.messages[0]!, senderId: LAWYER.id }],
    };
    expect(isNewQuoteRequest(answered, LAWYER.id)).toBe(false);
    expect(isNewQuoteRequest({ ...quote, isQuoteRequest: false }, LAWYER.id)).toBe(false);
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { jsonResponse, stubFetch } from '@/test/fake-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { makeAccount, signInForTest } from '@/test/session';
import { listResponseBody, makeDocument } from './document-test-data';
import { RecentDocuments } from './recent-documents';

function renderRecent() {
  signInForTest(makeAccount());
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <RecentDocuments />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('RecentDocuments', () => {
  afterEach(() => localStorage.clear());

  it('asks for the latest five and shows their title, type and date', async () => {
    const urls: string[] = [];
    stubFetch((url) => {
      urls.push(url);
      return jsonResponse(listResponseBody([1, 2, 3, 4, 5].map((n) => makeDocument(n))));
    });
    renderRecent();
    const region = await screen.findByRole('region', { name: 'Recent documents' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Notice 1');
    expect(items[0]).toHaveTextContent('Formal notice · Repairs the landlord must make');
    expect(items[0]).toHaveTextContent('Mar 1, 2025');
    expect(urls).toEqual(['/api/generated-documents?limit=5']);
    expect(within(region).getByRole('link', { name: 'All my documents' })).toHaveAttribute(
      'href',
      '/ai-tools/my-documents',
    );
  });

  it('shows an empty state that leads to the formal-notice generator', async () => {
    stubFetch(() => jsonResponse(listResponseBody([])));
    renderRecent();
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a formal notice' })).toHaveAttribute(
      'href',
      '/ai-tools/formal-notice',
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});

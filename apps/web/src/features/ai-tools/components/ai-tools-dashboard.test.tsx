import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';

function stubFlags(flags: Record<string, boolean>) {
  stubFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/feature-flags') return flagsResponse(flags);
    if (path === '/api/generated-documents') {
      return jsonResponse({ items: [], meta: { total: 0, page: 1, limit: 5, totalPages: 0 } });
    }
    return jsonResponse({ error: { code: 'NOT_FOUND', message: url } }, 404);
  });
}

describe('AI tools home and dashboard', () => {
  it('links the tools that are on from the home and greys the others', async () => {
    stubFlags({ AI_TOOLS: true, LEGAL_FORMS: true, FORMAL_NOTICE: false, CASE_LAW_RESEARCH: true });
    renderApp('/ai-tools');
    const tools = within(
      await screen.findByRole('list', { name: 'AI tools' }, { timeout: 10_000 }),
    );
    // Flags read false until they load: wait for the enabled link.
    await waitFor(() =>
      expect(tools.getByRole('link', { name: /Legal forms/ })).toHaveAttribute(
        'href',
        '/ai-tools/legal-forms',
      ),
    );
    const notice = tools.getByRole('link', { name: /Generate formal notice/ });
    expect(notice).toHaveAttribute('aria-disabled', 'true');
    expect(notice).not.toHaveAttribute('href');
  });

  it('shows the form shortcuts under their own flags and the recent documents', async () => {
    stubFlags({ AI_TOOLS: true, LEGAL_FORMS: true, FORM_LIBRARY: false, CASE_LAW_RESEARCH: true });
    renderApp('/ai-tools/dashboard');
    await screen.findByRole(
      'heading',
      { level: 1, name: 'AI tools dashboard' },
      { timeout: 10_000 },
    );
    const shortcuts = within(screen.getByRole('list', { name: 'Shortcuts' }));
    await waitFor(() =>
      expect(shortcuts.getByRole('link', { name: /Find a form/ })).toHaveAttribute(
        'href',
        '/ai-tools/legal-forms/find-form',
      ),
    );
    expect(shortcuts.getByRole('link', { name: /Form library/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Recent documents' })).toBeInTheDocument();
    expect(await screen.findByText(/No documents yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a formal notice' })).toHaveAttribute(
      'href',
      '/ai-tools/formal-notice',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { flagsResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp, TEST_USER } from '@/test/render-app';

beforeEach(() => {
  stubFetch(() => flagsResponse({}));
});

// Every route of both specs, with the heading its screen shows.
const ROUTES: [path: string, heading: string][] = [
  ['/', 'Legal information chat'],
  ['/auth/login', 'Log in'],
  ['/auth/register', 'Create an account'],
  ['/auth/error', 'Sign-in problem'],
  ['/policies', 'Policies'],
  ['/policies?tab=terms', 'Policies'],
  ['/admin', 'Administration'],
  ['/profile', 'Profile'],
  ['/advisors', 'Legal experts'],
  ['/advisors?location=Qu%C3%A9bec', 'Legal experts'],
  ['/ai-tools', 'AI tools'],
  ['/ai-tools/dashboard', 'AI tools dashboard'],
  ['/ai-tools/my-documents', 'My documents'],
  ['/ai-tools/legal-forms', 'Legal forms'],
  ['/ai-tools/legal-forms/find-form', 'Find a form'],
  ['/ai-tools/legal-forms/library', 'Form library'],
  ['/ai-tools/formal-notice', 'Formal notice generator'],
  ['/ai-tools/caselaw', 'Case law research'],
  ['/ai-tools/caselaw/search', 'Case law search'],
  ['/marketplace', 'Find a lawyer'],
  ['/marketplace/conversations', 'Conversations with lawyers'],
  ['/marketplace/profile', 'My profile'],
  ['/dashboard', 'Lawyer dashboard'],
  ['/dashboard/conversations', 'Client conversations'],
  ['/dashboard/profile', 'Lawyer profile'],
  ['/no/such/page', 'Page not found'],
];

describe('routes', () => {
  it.each(ROUTES)('%s renders its heading', async (path, heading) => {
    // Dashboard paths belong to lawyers; the login page to people who are not signed in.
    const user = path.startsWith('/dashboard')
      ? { ...TEST_USER, role: 'lawyer' as const }
      : path.startsWith('/auth/')
        ? null
        : TEST_USER;
    renderApp(path, { user });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("sends spec 02's older constants to the screens that replaced them", async () => {
    const { router } = renderApp('/forms');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai-tools/legal-forms'), {
      timeout: 10_000,
    });
    const lawyer = renderApp('/conversations', { user: { ...TEST_USER, role: 'lawyer' } });
    await waitFor(
      () => expect(lawyer.router.state.location.pathname).toBe('/dashboard/conversations'),
      { timeout: 10_000 },
    );
  });

  it('shows the searched location on the experts page', async () => {
    renderApp('/advisors?location=Trois-Rivi%C3%A8res');
    expect(await screen.findByText('Location searched: Trois-Rivières')).toBeInTheDocument();
  });

  it('shows the disclaimer with a link to the terms on the home page', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Read the terms of use' });
    expect(link).toHaveAttribute('href', '/policies?tab=terms');
    expect(link.closest('p')).toHaveTextContent(
      'LexLogis gives legal information, not legal advice.',
    );
  });

  it('renders the sign-in pages without the sidebar shell', async () => {
    renderApp('/auth/login', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Show or hide the sidebar' }),
    ).not.toBeInTheDocument();
  });

  it('renders shell screens inside the sidebar shell', async () => {
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Administration' });
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
  });
});

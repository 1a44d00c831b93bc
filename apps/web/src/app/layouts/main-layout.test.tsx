import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { installMatchMedia, setViewportWidth } from '@/test/match-media';
import { renderApp, TEST_USER } from '@/test/render-app';

const EMPTY_LIST = { items: [], meta: { total: 0, page: 1, limit: 50, totalPages: 0 } };

beforeEach(() => {
  stubFetch((url) =>
    url.includes('/advices/list')
      ? jsonResponse(EMPTY_LIST)
      : url.includes('/chat/conversations')
        ? jsonResponse({ items: [] })
        : flagsResponse({}),
  );
});

async function renderShell(path = '/') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const getToggle = () => screen.getByRole('button', { name: 'Show or hide the sidebar' });
const getSidebar = () => document.getElementById('app-sidebar')!;

describe('main shell sidebar', () => {
  it('is open by default at 768 px and wider', async () => {
    installMatchMedia(768);
    await renderShell();
    expect(getToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(getToggle()).toHaveAttribute('aria-controls', 'app-sidebar');
    expect(getSidebar()).toHaveAttribute('data-state', 'open');
    expect(getSidebar()).not.toHaveAttribute('inert');
    expect(screen.getByRole('main')).toHaveClass('md:ml-80');
  });

  it('is closed by default under 768 px, and out of reach while closed', async () => {
    installMatchMedia(375);
    await renderShell();
    expect(getToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(getSidebar()).toHaveAttribute('data-state', 'closed');
    expect(getSidebar()).toHaveAttribute('inert');
    expect(screen.getByRole('main')).not.toHaveClass('md:ml-80');
  });

  it('opens and closes with the header button', async () => {
    installMatchMedia(375);
    await renderShell();
    const user = userEvent.setup();
    await user.click(getToggle());
    expect(getToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(getSidebar()).toHaveAttribute('data-state', 'open');
    await user.click(getToggle());
    expect(getToggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape on mobile and gives focus back to the toggle', async () => {
    installMatchMedia(375);
    await renderShell();
    const user = userEvent.setup();
    await user.click(getToggle());
    await user.click(within(getSidebar()).getByRole('button', { name: 'New chat' }));
    await user.keyboard('{Escape}');
    expect(getToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(getToggle()).toHaveFocus();
  });

  it('resets to the default of the width when the viewport crosses 768 px', async () => {
    installMatchMedia(1280);
    await renderShell();
    // Under load the shell's effects may still be pending when the heading shows: the sidebar
    // then reads the width when it subscribes, so wait for the result rather than assume it.
    act(() => setViewportWidth(600));
    await waitFor(() => expect(getToggle()).toHaveAttribute('aria-expanded', 'false'));
    act(() => setViewportWidth(1024));
    await waitFor(() => expect(getToggle()).toHaveAttribute('aria-expanded', 'true'));
  });

  it('closes on mobile after following a link from the sidebar', async () => {
    installMatchMedia(375);
    await renderShell('/marketplace/conversations');
    const user = userEvent.setup();
    await user.click(getToggle());
    await user.click(within(getSidebar()).getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Find a lawyer' });
    await waitFor(() => expect(getToggle()).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('sidebar content by path', () => {
  it('shows the chat panel on the home page, with no invented chats', async () => {
    await renderShell('/');
    const sidebar = within(getSidebar());
    expect(sidebar.getByRole('button', { name: 'New chat' })).toBeInTheDocument();
    expect(await sidebar.findByText('No conversations yet.')).toBeInTheDocument();
  });

  it('shows the AI tools menu with every item greyed while the flags are off', async () => {
    await renderShell('/ai-tools');
    const menu = within(screen.getByRole('navigation', { name: 'AI tools menu' }));
    for (const label of [
      'Dashboard',
      'Legal forms',
      'Generate formal notice',
      'Case law research',
      'My documents',
    ]) {
      const item = menu.getByRole('link', { name: new RegExp(label) });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).not.toHaveAttribute('href');
    }
    expect(menu.getByRole('heading', { name: 'AI Tools' })).toBeInTheDocument();
    expect(menu.getByRole('heading', { name: 'Activity' })).toBeInTheDocument();
  });

  it('shows My Conversations with a Back link to the marketplace for users', async () => {
    await renderShell('/marketplace/conversations');
    const sidebar = within(getSidebar());
    expect(sidebar.getByRole('heading', { name: 'My Conversations' })).toBeInTheDocument();
    expect(await sidebar.findByText('You have no conversations to show here')).toBeInTheDocument();
    expect(sidebar.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/marketplace');
    expect(sidebar.getByRole('button', { name: 'Search For Lawyers' })).toBeInTheDocument();
  });

  it('shows account settings on profile paths', async () => {
    await renderShell('/marketplace/profile');
    const sidebar = within(getSidebar());
    expect(sidebar.getByRole('heading', { name: 'Account settings' })).toBeInTheDocument();
    expect(sidebar.getByRole('link', { name: 'Personal information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(sidebar.queryByRole('link', { name: 'Back to dashboard' })).not.toBeInTheDocument();
  });

  it('shows the filter panel on the marketplace and latest conversations on the dashboard', async () => {
    const view = renderApp('/marketplace', { user: { ...TEST_USER, role: 'lawyer' } });
    await screen.findByRole('heading', { level: 1 });
    expect(within(getSidebar()).getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    await act(() => view.router.navigate('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Lawyer dashboard' });
    expect(
      within(getSidebar()).getByRole('heading', { name: 'Latest conversations' }),
    ).toBeInTheDocument();
  });
});

describe('sidebar footer', () => {
  it('signs out from the footer and lands on the login page without a way back', async () => {
    const view = await renderShell('/ai-tools');
    const user = userEvent.setup();
    await user.click(within(getSidebar()).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth/login');
    expect(view.router.state.location.search).toBe('');
    expect(localStorage.getItem('lexlogis.session')).toBeNull();
  });

  it('shows the user with initials, role and a link to the marketplace profile', async () => {
    renderApp('/', { user: TEST_USER });
    await screen.findByRole('heading', { level: 1 });
    const link = within(getSidebar()).getByRole('link', { name: /Camille Tremblay/ });
    expect(link).toHaveAttribute('href', '/marketplace/profile');
    expect(link).toHaveTextContent('CT');
    expect(link).toHaveTextContent('User');
  });

  it('sends lawyers to the dashboard profile and back to the dashboard', async () => {
    renderApp('/profile', { user: { ...TEST_USER, role: 'lawyer' } });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const sidebar = within(getSidebar());
    expect(sidebar.getByRole('link', { name: /Camille Tremblay/ })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(sidebar.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('language switch', () => {
  it('switches the interface to French and sets <html lang>', async () => {
    await renderShell('/ai-tools');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /FR/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Outils d’IA' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu des outils d’IA' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /FR/ })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('lexlogis.language')).toBe('fr');
  });
});

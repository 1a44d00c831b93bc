import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { getAuthSession } from '@/lib/auth-session';
import type { LoadDocument } from '@/lib/history-navigation';
import { signInRoutes, stubRoutes } from '@/test/fake-backend';
import { AuthApp } from './auth-app';

// The standalone sign-in page (auth.html): its own pages switch in place, anything else is a
// new document, so the app (and its router) only ever loads as a page of its own.
function renderAuthApp(path: string) {
  window.history.replaceState(null, '', path);
  const loadDocument = vi.fn<LoadDocument>();
  render(
    <I18nextProvider i18n={i18n}>
      <AuthApp loadDocument={loadDocument} />
    </I18nextProvider>,
  );
  return { loadDocument };
}

describe('the standalone sign-in page', () => {
  it('moves between its pages in place, and back with the browser', async () => {
    stubRoutes(signInRoutes());
    const { loadDocument } = renderAuthApp('/auth/login?redirect=%2Fadvisors');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeVisible();
    expect(window.location.pathname).toBe('/auth/register');
    expect(window.location.search).toBe('?redirect=%2Fadvisors');

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(loadDocument).not.toHaveBeenCalled();
  });

  it('loads the app as a new document once signed in, at the way back', async () => {
    stubRoutes(signInRoutes());
    const { loadDocument } = renderAuthApp('/auth/login?redirect=%2Fadvisors%3Fq%3D1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'camille@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(loadDocument).toHaveBeenCalledTimes(1));
    const [href, options] = loadDocument.mock.calls[0]!;
    expect(new URL(href).pathname + new URL(href).search).toBe('/advisors?q=1');
    expect(options).toEqual({ replace: true });
    expect(getAuthSession().status).toBe('CONFIRMED');
    // The app restores the session from storage after that load.
    expect(localStorage.getItem('lexlogis.session')).not.toBeNull();
  });

  it('opens the policies as a new document, keeping the sign-in page in history', async () => {
    stubRoutes(signInRoutes());
    const { loadDocument } = renderAuthApp('/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Privacy policy' }));
    expect(loadDocument).toHaveBeenCalledWith(expect.stringMatching(/\/policies\?tab=privacy$/), {
      replace: false,
    });
    expect(window.location.pathname).toBe('/auth/login');
  });
});

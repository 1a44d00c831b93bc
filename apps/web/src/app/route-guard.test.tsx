import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fake-fetch';
import { signInRoutes, stubRoutes } from '@/test/fake-backend';
import { renderApp, TEST_USER } from '@/test/render-app';
import { makeAccount } from '@/test/session';

async function signInThroughForm(email = 'camille@example.com', password = 'secret-pass-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('route guard', () => {
  it('sends a visitor to login with the way back, and back there after signing in', async () => {
    stubRoutes(signInRoutes());
    const { router } = renderApp('/ai-tools?from=test', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fai-tools%3Ffrom%3Dtest');

    await signInThroughForm();

    expect(await screen.findByRole('heading', { level: 1, name: 'AI tools' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ai-tools');
    expect(router.state.location.search).toBe('?from=test');
  });

  it.each(['/auth/login', '/auth/register', '/auth/error', '/policies?tab=terms'])(
    'leaves the open page %s open',
    async (path) => {
      stubRoutes({ 'GET /idp/providers': () => jsonResponse({ google: false }) });
      const { router } = renderApp(path, { user: null });
      await screen.findByRole('heading', { level: 1 });
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
    },
  );

  it('guards unknown paths like any other page', async () => {
    stubRoutes({ 'GET /idp/providers': () => jsonResponse({ google: false }) });
    const { router } = renderApp('/no/such/page', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.search).toBe('?redirect=%2Fno%2Fsuch%2Fpage');
  });

  it('sends a signed-in visitor of the login page to its redirect', async () => {
    stubRoutes({});
    const { router } = renderApp('/auth/login?redirect=%2Fmarketplace');
    await screen.findByRole('heading', { level: 1, name: 'Find a lawyer' });
    expect(router.state.location.pathname).toBe('/marketplace');
  });

  it('never follows a redirect to another site', async () => {
    stubRoutes(signInRoutes());
    const { router } = renderApp('/auth/login?redirect=%2F%2Fevil.example%2F', { user: null });
    await signInThroughForm();
    await screen.findByRole('heading', { level: 1, name: 'Legal information chat' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends users from the lawyers’ dashboard to the marketplace; lawyers stay', async () => {
    stubRoutes({});
    const user = renderApp('/dashboard/profile');
    await screen.findByRole('heading', { level: 1, name: 'My profile' });
    expect(user.router.state.location.pathname).toBe('/marketplace/profile');
    user.unmount();

    const lawyer = renderApp('/dashboard/profile', { user: { ...TEST_USER, role: 'lawyer' } });
    await screen.findByRole('heading', { level: 1, name: 'Lawyer profile' });
    expect(lawyer.router.state.location.pathname).toBe('/dashboard/profile');
  });

  it('shows the signed-in user in the sidebar after a sign-in', async () => {
    stubRoutes(signInRoutes(makeAccount({ name: 'Jean Roy', role: 'lawyer', isLawyer: true })));
    renderApp('/auth/login?redirect=%2Fai-tools', { user: null });
    await signInThroughForm();
    const link = await screen.findByRole('link', { name: /Jean Roy/ });
    expect(link).toHaveAttribute('href', '/dashboard/profile');
    expect(link).toHaveTextContent('JR');
    expect(link).toHaveTextContent('Lawyer');
  });
});

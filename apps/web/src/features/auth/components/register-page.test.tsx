import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { getAuthSession } from '@/lib/auth-session';
import { jsonResponse } from '@/test/fake-fetch';
import { idpError, signInRoutes, stubRoutes } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';
import { makeAccount } from '@/test/session';

const SENT = { destination: 'n***@example.com', deliveryMedium: 'EMAIL', status: 'SENT' };

function signUpAnswer(overrides: Record<string, unknown> = {}) {
  return jsonResponse({
    userSub: 'sub-1',
    userConfirmed: false,
    codeResent: false,
    codeDelivery: SENT,
    ...overrides,
  });
}

async function fillRegistration(password = 'tenant2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full name'), 'Nora Gagnon');
  await user.type(screen.getByLabelText('Email'), 'nora@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('register page', () => {
  it('states the password rule under the field', async () => {
    stubRoutes({});
    renderApp('/auth/register', { user: null });
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters, with at least one letter and one digit',
    );
    await i18n.changeLanguage('fr');
    expect(await screen.findByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Au moins 8 caractères, dont au moins une lettre et un chiffre',
    );
  });

  it('refuses a password outside the rule before sending it', async () => {
    const fetchMock = stubRoutes({});
    renderApp('/auth/register', { user: null });
    await fillRegistration('short');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(/Invalid password format/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, confirms with the emailed code, signs in and goes on', async () => {
    const account = makeAccount({ email: 'nora@example.com', name: 'Nora Gagnon' });
    const bodies: Record<string, unknown> = {};
    stubRoutes({
      ...signInRoutes(account),
      'POST /idp/sign-up': (body) => {
        bodies.signUp = body;
        return signUpAnswer();
      },
      'POST /idp/confirm-sign-up': (body) => {
        bodies.confirm = body;
        return jsonResponse({ ok: true });
      },
    });
    const { router } = renderApp('/auth/register?redirect=%2Fai-tools', { user: null });
    const user = await fillRegistration();

    expect(
      await screen.findByText('Please check your email for a confirmation code.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The code was sent to n***@example.com.')).toBeInTheDocument();
    expect(getAuthSession().status).toBe('UNCONFIRMED');
    expect(bodies.signUp).toEqual({
      name: 'Nora Gagnon',
      email: 'nora@example.com',
      password: 'tenant2026',
      language: 'en',
    });

    await user.type(screen.getByLabelText('Confirmation code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await screen.findByRole('heading', { level: 1, name: 'AI tools' });
    expect(router.state.location.pathname).toBe('/ai-tools');
    expect(bodies.confirm).toEqual({ email: 'nora@example.com', code: '246810' });
    expect(getAuthSession()).toMatchObject({ status: 'CONFIRMED', account });
  });

  it('says when the email is already registered, with a way to sign in', async () => {
    stubRoutes({
      'POST /idp/sign-up': () => idpError('UsernameExistsException', 'User already exists', 409),
    });
    renderApp('/auth/register', { user: null });
    await fillRegistration();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This email is already registered. Please sign in instead.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('says a new code was sent for an existing unconfirmed account', async () => {
    stubRoutes({ 'POST /idp/sign-up': () => signUpAnswer({ codeResent: true }) });
    renderApp('/auth/register', { user: null });
    await fillRegistration();
    expect(
      await screen.findByText('A new confirmation code has been sent to your email.'),
    ).toBeInTheDocument();
  });

  it('says when the code could not be delivered, and resends on request', async () => {
    stubRoutes({
      'POST /idp/sign-up': () => signUpAnswer({ codeDelivery: { ...SENT, status: 'FAILED' } }),
      'POST /idp/resend-code': () => jsonResponse({ codeDelivery: SENT }),
    });
    renderApp('/auth/register', { user: null });
    const user = await fillRegistration();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to deliver confirmation code',
    );
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('A new confirmation code has been sent to your email.'),
    ).toBeInTheDocument();
  });

  it('shows an expired code on the code field, in French too', async () => {
    stubRoutes({
      'POST /idp/sign-up': () => signUpAnswer(),
      'POST /idp/confirm-sign-up': () =>
        idpError('ExpiredCodeException', 'Verification code has expired'),
    });
    renderApp('/auth/register', { user: null });
    const user = await fillRegistration();
    await user.type(await screen.findByLabelText('Confirmation code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const code = screen.getByLabelText('Confirmation code');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/Verification code has expired/));
    expect(code).toHaveFocus();
    await i18n.changeLanguage('fr');
    await waitFor(() =>
      expect(screen.getByLabelText('Code de confirmation')).toHaveAccessibleDescription(
        /Le code de vérification a expiré/,
      ),
    );
  });
});

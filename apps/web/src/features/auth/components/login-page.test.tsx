import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { getAuthSession } from '@/lib/auth-session';
import { jsonResponse } from '@/test/fake-fetch';
import { idpError, makeIdpTokens, signInRoutes, stubRoutes } from '@/test/fake-backend';
import { renderApp } from '@/test/render-app';
import { makeAccount } from '@/test/session';

async function submitLogin(email = 'camille@example.com', password = 'secret-pass-1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login page', () => {
  it.each([
    ['NotAuthorizedException', 401, 'Invalid credentials', 'Identifiants invalides'],
    ['UserNotFoundException', 404, 'User not found', 'Utilisateur introuvable'],
    [
      'TooManyRequestsException',
      429,
      'Too many requests, please try again later',
      'Trop de requêtes, veuillez réessayer plus tard',
    ],
    [
      'LimitExceededException',
      429,
      'Too many attempts, please try again later',
      'Trop de tentatives, veuillez réessayer plus tard',
    ],
    ['InvalidParameterException', 400, 'Invalid parameter provided', 'Paramètre fourni invalide'],
  ])('shows the message for %s in English and French', async (code, status, english, french) => {
    stubRoutes({ 'POST /idp/sign-in': () => idpError(code, english, status) });
    renderApp('/auth/login', { user: null });
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent(english);
    expect(getAuthSession().status).toBe('SIGNED_OUT');

    await i18n.changeLanguage('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent(french);
  });

  it('shows the product refusal of a suspended account', async () => {
    stubRoutes({
      ...signInRoutes(),
      'POST /api/auth/login': () => idpError('USER_SUSPENDED', 'User account is suspended', 403),
    });
    renderApp('/auth/login', { user: null });
    await submitLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('User account is suspended');
    expect(getAuthSession().status).toBe('SIGNED_OUT');
  });

  it('validates before calling anyone, links errors and focuses the first one', async () => {
    const fetchMock = stubRoutes({ 'GET /idp/providers': () => jsonResponse({ google: false }) });
    renderApp('/auth/login', { user: null });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sign-in'))).toBe(false);
  });

  it('shows and hides the password', async () => {
    stubRoutes({});
    renderApp('/auth/login', { user: null });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('turns an unconfirmed sign-in into the code step, then signs in', async () => {
    let confirmed = false;
    const account = makeAccount();
    stubRoutes({
      ...signInRoutes(account),
      'POST /idp/sign-in': () =>
        confirmed
          ? jsonResponse({ status: 'CONFIRMED', tokens: makeIdpTokens(account) })
          : jsonResponse({ status: 'UNCONFIRMED' }),
      'POST /idp/resend-code': () =>
        jsonResponse({
          codeDelivery: {
            destination: 'c***@example.com',
            deliveryMedium: 'EMAIL',
            status: 'SENT',
          },
        }),
      'POST /idp/confirm-sign-up': (body) => {
        if ((body as { code: string }).code !== '123456') {
          return idpError('CodeMismatchException', 'Invalid verification code');
        }
        confirmed = true;
        return jsonResponse({ ok: true });
      },
    });
    const { router } = renderApp('/auth/login', { user: null });
    const user = await submitLogin();

    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toHaveFocus();
    expect(getAuthSession().status).toBe('UNCONFIRMED');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('A new confirmation code has been sent to your email.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirmation code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByLabelText('Confirmation code')).toHaveAccessibleDescription(
      /Invalid verification code/,
    );

    await user.clear(screen.getByLabelText('Confirmation code'));
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 1, name: 'Legal information chat' });
    expect(router.state.location.pathname).toBe('/');
    expect(getAuthSession().status).toBe('CONFIRMED');
  });

  it('resets a forgotten password through ?step=forgot and ?step=reset', async () => {
    const calls: unknown[] = [];
    stubRoutes({
      'GET /idp/providers': () => jsonResponse({ google: false }),
      'POST /idp/forgot-password': (body) => {
        calls.push(body);
        return jsonResponse({
          codeDelivery: { destination: 'c***', deliveryMedium: 'EMAIL', status: 'SENT' },
        });
      },
      'POST /idp/confirm-forgot-password': (body) => {
        calls.push(body);
        return jsonResponse({ ok: true });
      },
    });
    const { router } = renderApp('/auth/login', { user: null });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.search).toBe('?step=forgot');
    await user.type(screen.getByLabelText('Email'), 'camille@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));

    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(router.state.location.search).toBe('?step=reset');
    expect(screen.getByLabelText('Email')).toHaveValue('camille@example.com');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters, with at least one letter and one digit',
    );
    await user.type(screen.getByLabelText('Confirmation code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'new-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Your password has been changed. Please log in.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      { email: 'camille@example.com' },
      { email: 'camille@example.com', code: '654321', newPassword: 'new-pass-2026' },
    ]);
  });

  it('offers Google only when the provider has it', async () => {
    stubRoutes({ 'GET /idp/providers': () => jsonResponse({ google: true }) });
    renderApp('/auth/login', { user: null });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('finishes a Google sign-in from the fragment and wipes it', async () => {
    const fetchMock = stubRoutes(signInRoutes());
    const tokens = makeIdpTokens();
    const hash = new URLSearchParams({
      provider: 'google',
      access_token: tokens.accessToken,
      id_token: tokens.idToken,
      refresh_token: tokens.refreshToken,
      expires_in: '3600',
      redirect: '/ai-tools',
    });
    const { router } = renderApp(`/auth/login#${hash.toString()}`, { user: null });
    await screen.findByRole('heading', { level: 1, name: 'AI tools' });
    expect(router.state.location.hash).toBe('');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/login')).toBe(true);
  });

  it('shows the session-expired notice left by a 401', async () => {
    stubRoutes({});
    sessionStorage.setItem('lexlogis.auth-notice', 'session-expired');
    renderApp('/auth/login', { user: null });
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
  });
});

describe('auth error page', () => {
  it('shows the message of ?code= in the interface language', async () => {
    stubRoutes({});
    renderApp('/auth/error?code=ExpiredCodeException', { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification code has expired');
    await i18n.changeLanguage('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent('Le code de vérification a expiré');
  });
});

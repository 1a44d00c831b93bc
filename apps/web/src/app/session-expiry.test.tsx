import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { clearAuthTokens, getAccessToken, setAuthTokens } from '@/lib/auth-token';
import { flagsResponse, jsonResponse, stubFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';

describe('session expiry', () => {
  it('a 401 clears the session and caches, then shows login with the expiry message', async () => {
    stubFetch((url) =>
      url.endsWith('/feature-flags')
        ? flagsResponse({})
        : jsonResponse({ error: { code: 'SESSION_EXPIRED', message: 'Session has expired' } }, 401),
    );
    const { router, queryClient } = renderApp('/ai-tools');
    await screen.findByRole('heading', { level: 1, name: 'AI tools' });
    setAuthTokens({ accessToken: 'expired-token' });
    queryClient.setQueryData(['users', 'me'], { name: 'Camille' });

    await act(async () => {
      await apiRequest('/users').catch(() => undefined);
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getAccessToken()).toBeNull();
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
  });

  it('a protected call without a token sends the visitor to login', async () => {
    stubFetch(() => flagsResponse({}));
    const { router } = renderApp('/ai-tools?tab=1');
    await screen.findByRole('heading', { level: 1, name: 'AI tools' });

    await act(async () => {
      clearAuthTokens();
      await apiRequest('/advices/list').catch(() => undefined);
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fai-tools%3Ftab%3D1');
    expect(screen.queryByText('Session expired. Please log in again.')).not.toBeInTheDocument();
  });
});

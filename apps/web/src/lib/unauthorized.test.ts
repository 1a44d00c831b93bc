import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { takeAuthNotice } from './auth-notice';
import { getAccessToken, setAuthTokens } from './auth-token';
import { createUnauthorizedHandler, LOGIN_PATH } from './unauthorized';

function setUp(pathname = '/ai-tools') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['users', 'me'], { name: 'Camille' });
  const navigate = vi.fn();
  setAuthTokens({ accessToken: 'token' });
  const handler = createUnauthorizedHandler({ queryClient, navigate, getPathname: () => pathname });
  return { queryClient, navigate, handler };
}

describe('createUnauthorizedHandler', () => {
  it('on an expired session clears caches and tokens, leaves a notice and goes to login', () => {
    const { queryClient, navigate, handler } = setUp();
    handler('session-expired');
    expect(queryClient.getQueryData(['users', 'me'])).toBeUndefined();
    expect(getAccessToken()).toBeNull();
    expect(takeAuthNotice()).toBe('session-expired');
    expect(navigate).toHaveBeenCalledWith(`${LOGIN_PATH}?redirect=%2Fai-tools`);
  });

  it('on a missing token signs out and goes to login without a notice', () => {
    const { navigate, handler } = setUp();
    handler('missing-token');
    expect(getAccessToken()).toBeNull();
    expect(takeAuthNotice()).toBeNull();
    expect(navigate).toHaveBeenCalledWith(`${LOGIN_PATH}?redirect=%2Fai-tools`);
  });

  it.each(['/auth/login', '/auth/register', '/policies'])(
    'signs out but does not redirect away from the open page %s',
    (pathname) => {
      const { navigate, handler } = setUp(pathname);
      handler('missing-token');
      expect(getAccessToken()).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    },
  );
});

import { describe, expect, it, vi } from 'vitest';
import {
  clearAuthTokens,
  getAccessToken,
  getAuthTokens,
  setAuthTokens,
  subscribeAuthTokens,
} from './auth-token';

describe('auth token store', () => {
  it('stores, exposes and clears tokens, notifying subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuthTokens(listener);

    setAuthTokens({ accessToken: 'a', idToken: 'i' });
    expect(getAccessToken()).toBe('a');
    expect(getAuthTokens()).toEqual({ accessToken: 'a', idToken: 'i' });
    expect(listener).toHaveBeenLastCalledWith({ accessToken: 'a', idToken: 'i' });

    clearAuthTokens();
    expect(getAccessToken()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);

    unsubscribe();
    setAuthTokens({ accessToken: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

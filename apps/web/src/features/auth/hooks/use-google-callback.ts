import { useEffect, useRef, useState } from 'react';
import { useAppLocation, useAppNavigate } from '@/lib/navigation';
import { readSafeRedirect } from '@/lib/auth-redirect';
import { markSignInFailed, startSession } from '@/lib/auth-session-actions';
import { getAuthErrorKey, getAuthErrorKeyForCode } from '../api/auth-error-message';

interface GoogleCallback {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  expiresIn: number;
  redirect: string | null;
}

/** Reads #provider=google&access_token=…&id_token=…&refresh_token=…&expires_in=…&redirect=… */
export function parseGoogleCallback(hash: string): GoogleCallback | { error: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('provider') !== 'google') return null;
  const error = params.get('error');
  if (error) return { error };
  const accessToken = params.get('access_token');
  const idToken = params.get('id_token');
  const refreshToken = params.get('refresh_token');
  const expiresIn = Number(params.get('expires_in'));
  if (!accessToken || !idToken || !refreshToken || !(expiresIn > 0)) {
    return { error: 'InvalidTokens' };
  }
  return { accessToken, idToken, refreshToken, expiresIn, redirect: params.get('redirect') };
}

/**
 * Google sign-in comes back to the login page with the tokens in the fragment. They are read
 * once, the fragment is wiped from the address bar and history, and the session starts.
 */
export function useGoogleCallback(): {
  pending: boolean;
  errorKey: string | null;
  target: string | null;
} {
  const location = useAppLocation();
  const navigate = useAppNavigate();
  const handled = useRef(false);
  const [callback] = useState(() => parseGoogleCallback(location.hash));
  const [errorKey, setErrorKey] = useState<string | null>(
    callback && 'error' in callback ? getAuthErrorKeyForCode(callback.error) : null,
  );
  const [pending, setPending] = useState(callback !== null && !('error' in callback));

  useEffect(() => {
    if (!callback || handled.current) return;
    handled.current = true;
    navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      {
        replace: true,
      },
    );
    if ('error' in callback) return;
    const { redirect: _redirect, ...tokens } = callback;
    startSession(tokens)
      .catch((error: unknown) => {
        markSignInFailed();
        setErrorKey(getAuthErrorKey(error, 'sign-in'));
      })
      .finally(() => setPending(false));
  }, [callback, location.pathname, location.search, navigate]);

  const target = callback && !('error' in callback) ? readSafeRedirect(callback.redirect) : null;
  return { pending, errorKey, target };
}

import { LOGIN_PATH } from '@/lib/auth-redirect';

export const REGISTER_PATH = '/auth/register';

export type LoginStep = 'forgot' | 'reset';

/** A sign-in page URL that keeps ?redirect= so the user still ends up where they were going. */
export function buildAuthHref(pathname: string, redirect: string, step?: LoginStep): string {
  const params = new URLSearchParams();
  if (step) params.set('step', step);
  if (redirect !== '/') params.set('redirect', redirect);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function buildLoginHref(redirect: string, step?: LoginStep): string {
  return buildAuthHref(LOGIN_PATH, redirect, step);
}

export function buildRegisterHref(redirect: string): string {
  return buildAuthHref(REGISTER_PATH, redirect);
}

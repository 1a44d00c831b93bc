export const LOGIN_PATH = '/auth/login';

/**
 * Where to go after sign-in. Only same-origin relative paths are accepted ("/x", never "//x",
 * "https://…" or "javascript:"), and never back into the sign-in pages themselves.
 */
export function readSafeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  // Control characters could smuggle a different target past the checks above.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(value, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid') return fallback;
    if (url.pathname.startsWith('/auth/')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** /auth/login?redirect=<path+search>, or plain /auth/login when the target is home. */
export function buildLoginPath(target: string): string {
  const safe = readSafeRedirect(target, '/');
  return safe === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(safe)}`;
}

import { describe, expect, it } from 'vitest';
import { findAuthPagePath } from './auth-pages';

describe('findAuthPagePath', () => {
  it('names the sign-in pages, with or without a trailing slash', () => {
    expect(findAuthPagePath('/auth/login')).toBe('/auth/login');
    expect(findAuthPagePath('/auth/register/')).toBe('/auth/register');
    expect(findAuthPagePath('/auth/error')).toBe('/auth/error');
  });

  it('leaves every other path to the app', () => {
    for (const path of ['/', '/auth', '/auth/', '/auth/other', '/auth/login/x', '/authx/login']) {
      expect(findAuthPagePath(path), path).toBeNull();
    }
  });
});

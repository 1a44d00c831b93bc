import { describe, expect, it } from 'vitest';
import { buildLoginPath, readSafeRedirect } from './auth-redirect';

describe('readSafeRedirect', () => {
  it.each([
    ['/ai-tools', '/ai-tools'],
    ['/marketplace?filters=%7B%7D', '/marketplace?filters=%7B%7D'],
    ['/?chatId=abc', '/?chatId=abc'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(readSafeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'ai-tools',
    '//evil.example/path',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\tevil',
    '/auth/login',
    '/auth/register?redirect=/x',
  ])('refuses %s and falls back to home', (value) => {
    expect(readSafeRedirect(value)).toBe('/');
  });
});

describe('buildLoginPath', () => {
  it('carries the path and query to come back to', () => {
    expect(buildLoginPath('/ai-tools?x=1')).toBe('/auth/login?redirect=%2Fai-tools%3Fx%3D1');
  });

  it('needs no redirect for the home page', () => {
    expect(buildLoginPath('/')).toBe('/auth/login');
  });
});

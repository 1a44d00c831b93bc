import { describe, expect, it } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type LoginResolverOptions = Parameters<ReturnType<typeof lazyResolver<'loginFormResolver'>>>[2];
const options = { fields: {}, shouldUseNativeValidation: false } as LoginResolverOptions;

describe('lazyResolver', () => {
  it('reports the zod schema errors once loaded', async () => {
    const resolve = lazyResolver('loginFormResolver');
    const result = await resolve({ email: 'not-an-email', password: '' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors.email?.message).toBe('auth.validation.emailInvalid');
    expect(result.errors.password?.message).toBe('auth.validation.passwordRequired');
  });

  it('gives the parsed values of a valid form', async () => {
    const resolve = lazyResolver('loginFormResolver');
    const result = await resolve({ email: '  a@b.ca ', password: 'x' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'a@b.ca', password: 'x' });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('zod');
  vi.resetModules();
});

describe('@lexlogis/contracts/helpers', () => {
  it('loads no schema library, so the web app can import it on its first screen', async () => {
    vi.doMock('zod', () => {
      throw new Error('@lexlogis/contracts/helpers loaded zod');
    });
    const helpers = await import('./helpers');
    expect(helpers.QUESTION_MAX_LENGTH).toBe(1000);
  });

  it('exports the same values as the package root', async () => {
    const [helpers, contracts] = await Promise.all([import('./helpers'), import('./index')]);
    const names = Object.keys(helpers);
    expect(names).toContain('readSubmissionState');
    for (const name of names) {
      expect(contracts[name as keyof typeof contracts], name).toBe(
        helpers[name as keyof typeof helpers],
      );
    }
  });
});

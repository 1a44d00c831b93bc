import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { startSchemaLoad } from './lazy-schema';

describe('startSchemaLoad', () => {
  it('gives back a schema passed as is', async () => {
    const schema = z.object({ id: z.string() });
    await expect(startSchemaLoad(schema)).resolves.toBe(schema);
  });

  it('calls a loader once, at start', async () => {
    const schema = z.string();
    let calls = 0;
    const loading = startSchemaLoad(() => {
      calls += 1;
      return Promise.resolve(schema);
    });
    expect(calls).toBe(1);
    await expect(loading).resolves.toBe(schema);
  });

  it('leaves no unhandled rejection when the caller never waits for a failed load', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      startSchemaLoad(() => Promise.reject(new Error('chunk failed')));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod’s JIT off, so it never probes `new Function` (refused by our CSP)', async () => {
    const probe = vi.spyOn(globalThis, 'Function');
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.string(), advices: z.array(z.object({ id: z.string() })) });
    expect(schema.parse({ id: 'c1', advices: [{ id: 'a1' }] })).toEqual({
      id: 'c1',
      advices: [{ id: 'a1' }],
    });
    expect(probe).not.toHaveBeenCalled();
  });
});

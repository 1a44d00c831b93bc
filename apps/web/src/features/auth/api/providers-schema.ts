import { z } from 'zod';

/** GET /idp/providers; loaded on use by identity-provider.ts so zod stays off the first load. */
export const providersSchema = z.object({ google: z.boolean().default(false) });

import { z } from 'zod';

/**
 * The identity provider's answers, loaded on use by identity-provider.ts so that zod stays off
 * the login page's first load (issue 18).
 */
export {
  codeDeliveryResponseSchema,
  okResponseSchema,
  signInResponseSchema,
  signUpResponseSchema,
} from '@lexlogis/contracts';

/** GET /idp/providers. */
export const providersSchema = z.object({ google: z.boolean().default(false) });

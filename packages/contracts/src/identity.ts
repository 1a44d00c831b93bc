import { z } from 'zod';
import { TEXT_LIMITS, emailSchema } from './primitives';
import { languageSchema } from './profile';

/**
 * The embedded identity provider served under /idp (issue 3). It mirrors a hosted provider's
 * operations so a hosted OIDC provider can replace it behind the same client interface.
 */

/** Password rule, stated in the UI: 8 to 128 characters with at least one letter and one digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Invalid password format')
  .max(PASSWORD_MAX_LENGTH, 'Invalid password format')
  .regex(/\p{L}/u, 'Invalid password format')
  .regex(/\d/, 'Invalid password format');

export function isPasswordValid(password: string): boolean {
  return passwordSchema.safeParse(password).success;
}

/** Six-digit confirmation and reset codes, valid 24 hours; 5 wrong tries invalidate a code. */
export const CONFIRMATION_CODE_TTL_SECONDS = 86_400;
export const MAX_CODE_ATTEMPTS = 5;
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Invalid verification code');

/** Access and id tokens live one hour; a session (refresh family) at most 30 days. */
export const ACCESS_TOKEN_TTL_SECONDS = 3_600;

/** Sign-in brute-force limits: per account and per IP address, over 15 minutes. */
export const SIGN_IN_WINDOW_SECONDS = 900;
export const MAX_FAILED_SIGN_INS_PER_ACCOUNT = 5;
export const MAX_FAILED_SIGN_INS_PER_IP = 20;

const nameSchema = z.string().trim().min(1).max(TEXT_LIMITS.name);

export const codeDeliverySchema = z.object({
  /** Masked address, e.g. "t***@demo.local". */
  destination: z.string(),
  deliveryMedium: z.literal('EMAIL'),
  /** FAILED when the mail server could not take the message; resend works later. */
  status: z.enum(['SENT', 'FAILED']),
});
export type CodeDelivery = z.infer<typeof codeDeliverySchema>;

export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  /** Language of the confirmation email; defaults to French like the product's users. */
  language: languageSchema.optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signUpResponseSchema = z.object({
  userSub: z.string(),
  userConfirmed: z.boolean(),
  /** True when the email already had an unconfirmed account and a new code was sent instead. */
  codeResent: z.boolean(),
  codeDelivery: codeDeliverySchema,
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const confirmSignUpRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
});
export const resendCodeRequestSchema = z.object({ email: emailSchema });
export const codeDeliveryResponseSchema = z.object({ codeDelivery: codeDeliverySchema });
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const authTokensSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int().positive(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** An unconfirmed account is a status, not an error: it gets no tokens until it is confirmed. */
export const signInResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('CONFIRMED'), tokens: authTokensSchema }),
  z.object({ status: z.literal('UNCONFIRMED'), codeDelivery: codeDeliverySchema.optional() }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string().min(1).max(TEXT_LIMITS.token),
});
export const refreshResponseSchema = z.object({ tokens: authTokensSchema });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const confirmForgotPasswordRequestSchema = z.object({
  email: emailSchema,
  code: verificationCodeSchema,
  newPassword: passwordSchema,
});
export const changePasswordRequestSchema = z.object({
  previousPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  proposedPassword: passwordSchema,
});
export const updateAttributesRequestSchema = z
  .object({
    name: nameSchema.optional(),
    picture: z
      .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(TEXT_LIMITS.url)])
      .optional(),
    locale: languageSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Invalid parameter provided',
  });
export const signOutRequestSchema = z.object({
  refreshToken: z.string().max(TEXT_LIMITS.token).optional(),
});

/** Claims of the id token, also what POST /auth/login sends as cognitoAttributes. */
export const idTokenClaimsSchema = z.object({
  sub: z.string(),
  email: emailSchema,
  email_verified: z.boolean(),
  name: z.string(),
  picture: z.string().optional(),
  locale: languageSchema.optional(),
});
export type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

/** One message in the development outbox (GET /dev/outbox?to=EMAIL; absent in production). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: z.string(),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

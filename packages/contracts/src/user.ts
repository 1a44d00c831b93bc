import { z } from 'zod';
import {
  TEXT_LIMITS,
  emailSchema,
  httpUrlSchema,
  idSchema,
  isoDateTimeSchema,
  optionalLinkSchema,
} from './primitives';
import {
  AGE_GROUPS,
  CITY_MAX_LENGTH,
  PROFILE_UNSET,
  ageGroupSchema,
  languageSchema,
  userRoleSchema,
} from './profile';

export const USER_STATUSES = ['UNCONFIRMED', 'CONFIRMED', 'SUSPENDED'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** Auth status of the client session (spec 02 §4). */
export const authStatusSchema = z.enum(['SIGNED_OUT', 'UNCONFIRMED', 'CONFIRMED']);
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** Defaults of a fresh account record (spec 02 §3). */
export const USER_DEFAULTS = {
  city: 'Unknown',
  language: 'fr',
  ageGroup: 'Unknown',
  acceptedPolicies: false,
  status: 'UNCONFIRMED',
  role: 'user',
} as const;

/** Session maximum age: 30 days (spec 02 §9). */
export const SESSION_MAX_AGE_SECONDS = 2_592_000;

const nameSchema = z.string().trim().max(TEXT_LIMITS.name);
const pictureSchema = optionalLinkSchema.nullable();

/**
 * The full account record (spec 02 §3). city and ageGroup are free strings here because the
 * record defaults them to 'Unknown', while the profile form writes 'na' or a known value.
 */
export const userSchema = z.object({
  id: idSchema,
  email: emailSchema,
  role: userRoleSchema.default('user'),
  name: nameSchema,
  city: z.string().max(CITY_MAX_LENGTH).default(USER_DEFAULTS.city),
  language: languageSchema.default(USER_DEFAULTS.language),
  ageGroup: z.string().max(20).default(USER_DEFAULTS.ageGroup),
  acceptedPolicies: z.boolean().default(false),
  userType: z.string().max(50).nullable().optional(),
  providerId: z.string().max(TEXT_LIMITS.id).nullable().optional(),
  bio: z.string().max(TEXT_LIMITS.comment).nullable().optional(),
  isAdmin: z.boolean().default(false),
  isSubscribed: z.boolean().default(false),
  hasFilledQuestionnaire: z.boolean().default(false),
  formAnswerId: idSchema.nullable().optional(),
  status: userStatusSchema.default(USER_DEFAULTS.status),
  picture: pictureSchema.optional(),
  emailVerified: z.boolean().default(false),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  lastLogin: isoDateTimeSchema.nullable().optional(),
  /** Derived: role === 'lawyer'. Sent so clients never re-derive it differently. */
  isLawyer: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export function isLawyerRole(role: string | null | undefined): boolean {
  return role === 'lawyer';
}

/** What the client keeps about the signed-in person (spec 01 §3). */
export const sessionUserSchema = z.object({
  id: idSchema,
  name: nameSchema,
  picture: pictureSchema.optional(),
  email: emailSchema,
  role: userRoleSchema,
  accessToken: z.string().min(1).max(TEXT_LIMITS.token),
  isAdmin: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** PATCH /users/{id}: profile fields or language only; role stays within user|lawyer. */
export const updateUserRequestSchema = z
  .object({
    city: z.string().trim().min(1, 'City is required').max(CITY_MAX_LENGTH).optional(),
    ageGroup: ageGroupSchema.optional(),
    language: languageSchema.optional(),
    acceptedPolicies: z.boolean().optional(),
    role: userRoleSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'At least one field must be provided',
  });
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * What the server accepts for PATCH /users/{id}: updateUserRequestSchema widened to accept ''
 * for city and ageGroup, because spec 01 §5 saves an empty answer as 'na' and a client that
 * sends '' must get that rather than a 400. `role: 'lawyer'` from a non-administrator does not
 * grant the role: it files a request an administrator decides (see role-request.ts).
 */
export const updateUserBodySchema = z
  .object({
    city: z.string().trim().max(CITY_MAX_LENGTH).optional(),
    ageGroup: z.enum([...AGE_GROUPS, PROFILE_UNSET, '']).optional(),
    language: languageSchema.optional(),
    acceptedPolicies: z.boolean().optional(),
    role: userRoleSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'At least one field must be provided',
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /users (public): registration data plus the identity-provider id. */
export const registerUserRequestSchema = z.object({
  id: idSchema,
  email: emailSchema,
  name: nameSchema.min(1, 'Name is required'),
  picture: pictureSchema.optional(),
  role: userRoleSchema.default('user'),
  language: languageSchema.optional(),
  providerId: z.string().max(TEXT_LIMITS.id).optional(),
});
export type RegisterUserRequest = z.infer<typeof registerUserRequestSchema>;

/** Identity-provider attributes are strings, so email_verified may arrive as 'true'/'false'. */
export const cognitoAttributesSchema = z.object({
  name: z.string().max(TEXT_LIMITS.name).optional(),
  email: emailSchema.optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  picture: optionalLinkSchema.optional(),
  phone_number: z.string().max(32).optional(),
});
export type CognitoAttributes = z.infer<typeof cognitoAttributesSchema>;

/** POST /auth/login (spec 02 §7). */
export const loginRequestSchema = z.object({
  email: emailSchema,
  cognitoToken: z.string().min(1).max(TEXT_LIMITS.token),
  idToken: z.string().min(1).max(TEXT_LIMITS.token),
  cognitoId: idSchema,
  cognitoAttributes: cognitoAttributesSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/validate-session. */
export const validateSessionRequestSchema = z.object({
  token: z.string().min(1).max(TEXT_LIMITS.token),
  userId: idSchema,
});
export type ValidateSessionRequest = z.infer<typeof validateSessionRequestSchema>;

export const validateSessionResponseSchema = z.object({ valid: z.boolean() });
export type ValidateSessionResponse = z.infer<typeof validateSessionResponseSchema>;

/** Avatar images are only shown when they are real http(s) links or inline images. */
export function isValidImageUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(value)) return true;
  return httpUrlSchema.safeParse(value).success;
}

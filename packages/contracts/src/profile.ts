import { z } from 'zod';
import { PROFILE_UNSET } from './profile-completeness';

// Schema-free, so the signed-in shell checks completeness without loading zod (issue 18).
export {
  PROFILE_UNSET,
  isProfileIncomplete,
  type ProfileCompletenessInput,
} from './profile-completeness';

export const AGE_GROUPS = ['18-25', '26-35', '36-50', '51+'] as const;
export const ageGroupValueSchema = z.enum(AGE_GROUPS);
export type AgeGroupValue = z.infer<typeof ageGroupValueSchema>;
export const ageGroupSchema = z.enum([...AGE_GROUPS, PROFILE_UNSET]);
export type AgeGroup = z.infer<typeof ageGroupSchema>;

export const LANGUAGES = ['en', 'fr'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Admin is not a role: it is the isAdmin flag of the user record (spec 02 §3). */
export const USER_ROLES = ['user', 'lawyer'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

export const CITY_MAX_LENGTH = 100;

/** The profile as the user-facing product sees it (spec 01 §3). */
export const profileSchema = z.object({
  city: z.string().trim().min(1).max(CITY_MAX_LENGTH),
  ageGroup: ageGroupSchema,
  language: languageSchema,
  acceptedPolicies: z.boolean(),
  role: userRoleSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** The profile dialog (spec 01 §5): missing city/ageGroup are saved as 'na' by buildProfileUpdate. */
export const profileFormSchema = z.object({
  city: z
    .string()
    .trim()
    .min(1, 'City is required')
    .max(CITY_MAX_LENGTH, `City must be at most ${CITY_MAX_LENGTH} characters`)
    .optional(),
  ageGroup: ageGroupValueSchema.optional(),
  language: languageSchema.optional(),
  acceptedPolicies: z.boolean().default(false),
  role: z.enum(USER_ROLES, { error: 'Role must be user or lawyer' }),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** Turns validated dialog values into the PATCH /users/{id} body, applying the spec's defaults. */
export function buildProfileUpdate(values: ProfileFormValues): Profile {
  return {
    city: values.city ?? PROFILE_UNSET,
    ageGroup: values.ageGroup ?? PROFILE_UNSET,
    language: values.language ?? 'en',
    acceptedPolicies: values.acceptedPolicies,
    role: values.role,
  };
}

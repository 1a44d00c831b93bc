import {
  AGE_GROUPS,
  isProfileIncomplete,
  languageSchema,
  profileFormSchema,
  type User,
} from '@lexlogis/contracts';
import { z } from 'zod';
import type { AppLanguage } from '@/i18n/i18n';

/**
 * The dialog's form (spec 01 §5) on top of the contract's profileFormSchema. The dialog exists to
 * complete the profile, and a profile missing its city, age group or policy consent is still
 * incomplete (spec 02 §2), so those are asked for here instead of being saved as 'na' only to
 * reopen the dialog at once. Messages are the contract's ('City is required') or catalog keys.
 */
export const profileDialogSchema = z.object({
  city: profileFormSchema.shape.city.unwrap(),
  ageGroup: z.string().pipe(z.enum(AGE_GROUPS, { error: 'profile.errors.ageGroupRequired' })),
  language: languageSchema,
  acceptedPolicies: z.boolean().refine(Boolean, { message: 'profile.errors.policiesRequired' }),
  role: z.string().pipe(profileFormSchema.shape.role),
});
export type ProfileDialogInput = z.input<typeof profileDialogSchema>;
export type ProfileDialogValues = z.output<typeof profileDialogSchema>;

/** 'na', 'Unknown' and blanks are unanswered (see isProfileIncomplete in the contracts). */
export function isAnswered(value: string | null | undefined): value is string {
  return Boolean(value) && !['na', 'unknown', ''].includes(String(value).trim().toLowerCase());
}

/** What the form starts with: the saved answers, and nothing chosen where nothing was. */
export function getProfileDefaults(account: User, uiLanguage: AppLanguage): ProfileDialogInput {
  const complete = !isProfileIncomplete(account);
  return {
    city: isAnswered(account.city) ? account.city : '',
    ageGroup: AGE_GROUPS.find((group) => group === account.ageGroup) ?? '',
    // A new account's language is a default; the interface language is the better guess.
    language: complete ? account.language : uiLanguage,
    acceptedPolicies: account.acceptedPolicies,
    role: complete ? account.role : '',
  };
}

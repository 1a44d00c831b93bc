/** Marker for "not answered" in profile fields (spec 01 §3 and §5). */
export const PROFILE_UNSET = 'na';

/**
 * Spec 02 §2: a profile is incomplete if city, ageGroup or language equals 'na', or the
 * policies are not accepted. The server record defaults city and ageGroup to 'Unknown'
 * (spec 02 §3), which is just as unset, so 'Unknown', blank and missing values count too.
 */
const UNSET_VALUES = new Set([PROFILE_UNSET, 'unknown', '']);

function isUnset(value: string | null | undefined): boolean {
  return value == null || UNSET_VALUES.has(value.trim().toLowerCase());
}

export interface ProfileCompletenessInput {
  city?: string | null;
  ageGroup?: string | null;
  language?: string | null;
  acceptedPolicies?: boolean | null;
}

export function isProfileIncomplete(profile: ProfileCompletenessInput): boolean {
  return (
    isUnset(profile.city) ||
    isUnset(profile.ageGroup) ||
    isUnset(profile.language) ||
    profile.acceptedPolicies !== true
  );
}

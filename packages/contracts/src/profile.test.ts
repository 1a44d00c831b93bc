import { describe, expect, it } from 'vitest';
import {
  buildProfileUpdate,
  isProfileIncomplete,
  profileFormSchema,
  profileSchema,
} from './profile';
import { updateUserRequestSchema } from './user';

describe('profileFormSchema', () => {
  it('rejects a given but empty city with the spec message', () => {
    const result = profileFormSchema.safeParse({ city: '   ', role: 'user' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('City is required');
    expect(result.error?.issues[0]?.path).toEqual(['city']);
  });

  it('accepts a form with only the role and applies defaults', () => {
    const values = profileFormSchema.parse({ role: 'lawyer' });
    expect(values.acceptedPolicies).toBe(false);
    expect(buildProfileUpdate(values)).toEqual({
      city: 'na',
      ageGroup: 'na',
      language: 'en',
      acceptedPolicies: false,
      role: 'lawyer',
    });
  });

  it('keeps given values and trims the city', () => {
    const values = profileFormSchema.parse({
      city: ' Montréal ',
      ageGroup: '26-35',
      language: 'fr',
      acceptedPolicies: true,
      role: 'user',
    });
    expect(buildProfileUpdate(values)).toEqual({
      city: 'Montréal',
      ageGroup: '26-35',
      language: 'fr',
      acceptedPolicies: true,
      role: 'user',
    });
  });

  it('requires a role of user or lawyer', () => {
    for (const role of [undefined, '', 'admin']) {
      const result = profileFormSchema.safeParse({ role });
      expect(result.error?.issues[0]?.message).toBe('Role must be user or lawyer');
    }
  });

  it('rejects an unknown age group and language', () => {
    expect(profileFormSchema.safeParse({ role: 'user', ageGroup: '18-24' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ role: 'user', ageGroup: 'na' }).success).toBe(false);
    expect(profileFormSchema.safeParse({ role: 'user', language: 'es' }).success).toBe(false);
  });

  it('stored profile accepts na as age group', () => {
    expect(
      profileSchema.safeParse({
        city: 'na',
        ageGroup: 'na',
        language: 'en',
        acceptedPolicies: false,
        role: 'user',
      }).success,
    ).toBe(true);
  });
});

describe('isProfileIncomplete', () => {
  const complete = { city: 'Québec', ageGroup: '51+', language: 'fr', acceptedPolicies: true };

  it('is false for a complete profile', () => {
    expect(isProfileIncomplete(complete)).toBe(false);
  });

  it.each([
    ['city', { city: 'na' }],
    ['ageGroup', { ageGroup: 'na' }],
    ['language', { language: 'na' }],
    ['policies', { acceptedPolicies: false }],
    ['record default city', { city: 'Unknown' }],
    ['record default age group', { ageGroup: 'Unknown' }],
    ['missing city', { city: undefined }],
    ['blank city', { city: '  ' }],
  ])('is true when %s is unset', (_label, patch) => {
    expect(isProfileIncomplete({ ...complete, ...patch })).toBe(true);
  });
});

describe('updateUserRequestSchema', () => {
  it('accepts a language-only update', () => {
    expect(updateUserRequestSchema.parse({ language: 'en' })).toEqual({ language: 'en' });
  });

  it('rejects an empty body and admin escalation by role', () => {
    expect(updateUserRequestSchema.safeParse({}).success).toBe(false);
    expect(updateUserRequestSchema.safeParse({ role: 'admin' }).success).toBe(false);
  });

  it('strips fields that are not user-editable', () => {
    expect(updateUserRequestSchema.parse({ city: 'Laval', isAdmin: true })).toEqual({
      city: 'Laval',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  isLawyerRole,
  isValidImageUrl,
  loginRequestSchema,
  sessionUserSchema,
  userSchema,
  validateSessionRequestSchema,
} from './user';

const NOW = '2024-05-01T12:00:00.000Z';

describe('userSchema', () => {
  it('applies the record defaults of spec 02 §3', () => {
    const user = userSchema.parse({
      id: 'u1',
      email: 'a@example.com',
      name: 'Ann',
      createdAt: NOW,
      updatedAt: NOW,
      isLawyer: false,
    });
    expect(user).toMatchObject({
      role: 'user',
      city: 'Unknown',
      language: 'fr',
      ageGroup: 'Unknown',
      acceptedPolicies: false,
      status: 'UNCONFIRMED',
      isAdmin: false,
      isSubscribed: false,
      hasFilledQuestionnaire: false,
      emailVerified: false,
    });
  });

  it('rejects a status outside the enum and non-ISO timestamps', () => {
    const base = {
      id: 'u1',
      email: 'a@example.com',
      name: 'A',
      createdAt: NOW,
      updatedAt: NOW,
      isLawyer: false,
    };
    expect(userSchema.safeParse({ ...base, status: 'BANNED' }).success).toBe(false);
    expect(userSchema.safeParse({ ...base, createdAt: 'yesterday' }).success).toBe(false);
  });

  it('derives isLawyer from the role', () => {
    expect(isLawyerRole('lawyer')).toBe(true);
    expect(isLawyerRole('user')).toBe(false);
    expect(isLawyerRole(undefined)).toBe(false);
  });
});

describe('auth requests', () => {
  const login = {
    email: 'a@example.com',
    cognitoToken: 'access',
    idToken: 'id',
    cognitoId: 'sub-1',
    cognitoAttributes: {
      name: 'A',
      email: 'a@example.com',
      email_verified: 'true',
      phone_number: '+15145550000',
    },
  };

  it('accepts the login body with string attributes', () => {
    expect(loginRequestSchema.parse(login).cognitoAttributes?.email_verified).toBe('true');
  });

  it('rejects a bad email and a 10 MB token', () => {
    expect(loginRequestSchema.safeParse({ ...login, email: 'nope' }).success).toBe(false);
    expect(
      loginRequestSchema.safeParse({ ...login, cognitoToken: 'x'.repeat(10_000_000) }).success,
    ).toBe(false);
  });

  it('requires token and userId to validate a session', () => {
    expect(validateSessionRequestSchema.safeParse({ token: 't' }).success).toBe(false);
    expect(validateSessionRequestSchema.safeParse({ token: 't', userId: 'u' }).success).toBe(true);
  });

  it('session user needs an access token', () => {
    const session = { id: 'u', name: 'A', email: 'a@example.com', role: 'user', accessToken: 't' };
    expect(sessionUserSchema.safeParse(session).success).toBe(true);
    expect(sessionUserSchema.safeParse({ ...session, accessToken: '' }).success).toBe(false);
  });
});

describe('isValidImageUrl', () => {
  it('accepts http(s) and inline images only', () => {
    expect(isValidImageUrl('https://example.com/a.png')).toBe(true);
    expect(isValidImageUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isValidImageUrl('javascript:alert(1)')).toBe(false);
    expect(isValidImageUrl('not a url')).toBe(false);
    expect(isValidImageUrl('')).toBe(false);
    expect(isValidImageUrl(null)).toBe(false);
  });
});

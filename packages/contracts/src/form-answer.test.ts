import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_SKIPPED_ANSWERS,
  readStatedAnswers,
  LEASE_DURATION_FIXED_TERM_ONLY_MESSAGE,
  formAnswerSchema,
  questionnaireAnswersSchema,
  questionnaireFieldsSchema,
  updateFormAnswerRequestSchema,
} from './form-answer';

const USER_ID = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const valid = {
  userId: USER_ID,
  userType: 'tenant',
  excludedSituation: 'none',
  leaseTermType: 'undetermined',
  buildingType: 'none',
  buildingAgeUnder5: 'dont-know',
  tenant65Over: null,
};

function messagesFor(
  input: unknown,
  schema: z.ZodType = questionnaireAnswersSchema,
): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('questionnaireAnswersSchema', () => {
  it('accepts a minimal valid answer set', () => {
    expect(questionnaireAnswersSchema.parse(valid)).toMatchObject(valid);
  });

  it('reports every required field with the exact spec message', () => {
    expect(messagesFor({ userId: 'nope' })).toEqual({
      userId: 'Invalid user ID',
      userType: 'User type is required',
      excludedSituation: 'Excluded situation is required',
      leaseTermType: 'Lease term type is required',
      buildingType: 'Building type is required',
      buildingAgeUnder5: 'Building age is required',
    });
  });

  it('uses the same message for a value outside the enum', () => {
    expect(messagesFor({ ...valid, userType: 'owner' })).toEqual({
      userType: 'User type is required',
    });
    expect(messagesFor({ ...valid, buildingAgeUnder5: 'old' })).toEqual({
      buildingAgeUnder5: 'Building age is required',
    });
  });

  it('accepts every enum value of the spec', () => {
    for (const userType of ['landlord', 'tenant', 'sub-tenant', 'occupant']) {
      expect(questionnaireAnswersSchema.safeParse({ ...valid, userType }).success).toBe(true);
    }
    for (const buildingType of ['llm', 'university', 'mobile-home', 'none']) {
      expect(questionnaireAnswersSchema.safeParse({ ...valid, buildingType }).success).toBe(true);
    }
  });

  it('accepts tenant65Over true, false or null and rejects other values', () => {
    for (const tenant65Over of [true, false, null]) {
      expect(questionnaireAnswersSchema.safeParse({ ...valid, tenant65Over }).success).toBe(true);
    }
    expect(questionnaireAnswersSchema.safeParse({ ...valid, tenant65Over: 'yes' }).success).toBe(
      false,
    );
  });

  it('rejects oversized free text', () => {
    const result = questionnaireAnswersSchema.safeParse({
      ...valid,
      additionalInfo: 'x'.repeat(10_000),
    });
    expect(result.success).toBe(false);
  });
});

describe('leaseDuration', () => {
  const fixed = { ...valid, leaseTermType: 'fixed-term' };

  it('accepts a whole number of months for a fixed-term lease', () => {
    expect(questionnaireAnswersSchema.parse({ ...fixed, leaseDuration: 12 }).leaseDuration).toBe(
      12,
    );
  });

  it('rejects zero, fractions and non-numbers', () => {
    expect(messagesFor({ ...fixed, leaseDuration: 0 })).toEqual({
      leaseDuration: 'Lease duration must be at least 1 month',
    });
    expect(messagesFor({ ...fixed, leaseDuration: 1.5 })).toEqual({
      leaseDuration: 'Lease duration must be a whole number of months',
    });
    expect(Object.keys(messagesFor({ ...fixed, leaseDuration: '12' }))).toEqual(['leaseDuration']);
  });

  it('is refused for an undetermined lease, but null or absent is fine', () => {
    expect(messagesFor({ ...valid, leaseDuration: 12 })).toEqual({
      leaseDuration: LEASE_DURATION_FIXED_TERM_ONLY_MESSAGE,
    });
    expect(questionnaireAnswersSchema.safeParse({ ...valid, leaseDuration: null }).success).toBe(
      true,
    );
    expect(questionnaireAnswersSchema.safeParse(valid).success).toBe(true);
  });

  it('applies the same rule to updates and stored answers', () => {
    const { userId: _userId, ...fields } = valid;
    expect(messagesFor({ ...fields, leaseDuration: 3 }, updateFormAnswerRequestSchema)).toEqual({
      leaseDuration: LEASE_DURATION_FIXED_TERM_ONLY_MESSAGE,
    });
    expect(questionnaireFieldsSchema.safeParse({ ...fields, leaseDuration: 3 }).success).toBe(
      false,
    );
  });
});

describe('form answer requests', () => {
  it('defaults tenant65Over to false on update (spec 02 §3)', () => {
    const { userId: _userId, tenant65Over: _t, ...fields } = valid;
    expect(updateFormAnswerRequestSchema.parse(fields).tenant65Over).toBe(false);
  });

  it('defaults tenant65Over to null on create', () => {
    const { tenant65Over: _t, ...rest } = valid;
    expect(questionnaireAnswersSchema.parse(rest).tenant65Over).toBeNull();
  });

  it('DEFAULT_SKIPPED_ANSWERS matches spec 01 §4 and is valid', () => {
    expect(DEFAULT_SKIPPED_ANSWERS).toEqual({
      userType: 'tenant',
      excludedSituation: 'none',
      leaseTermType: 'undetermined',
      buildingType: 'none',
      buildingAgeUnder5: 'dont-know',
      tenant65Over: false,
      additionalInfo: '',
    });
    expect(
      questionnaireAnswersSchema.safeParse({ userId: USER_ID, ...DEFAULT_SKIPPED_ANSWERS }).success,
    ).toBe(true);
  });

  it('parses a stored form answer', () => {
    const stored = formAnswerSchema.parse({
      id: 'f1',
      userId: USER_ID,
      answers: DEFAULT_SKIPPED_ANSWERS,
    });
    expect(stored.answers.userType).toBe('tenant');
  });
});

describe('readStatedAnswers', () => {
  it('keeps every answer of a submitted form', () => {
    expect(readStatedAnswers(DEFAULT_SKIPPED_ANSWERS, false)).toEqual(DEFAULT_SKIPPED_ANSWERS);
  });

  it('drops the defaults of a skipped form: it states no role and no lease', () => {
    expect(readStatedAnswers(DEFAULT_SKIPPED_ANSWERS, true)).toBeNull();
    expect(
      readStatedAnswers(
        { ...DEFAULT_SKIPPED_ANSWERS, userType: 'landlord', leaseTermType: 'fixed-term' },
        true,
      ),
    ).toEqual({ userType: 'landlord', leaseTermType: 'fixed-term' });
  });

  it('gives nothing without a form', () => {
    expect(readStatedAnswers(null, false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { DecisionSides } from './caselaw.mapper';
import { readUserOutcome, readUserSide } from './user-outcome';

const sides = (overrides: Partial<DecisionSides>): DecisionSides => ({
  outcome: 'granted',
  applicantRole: 'tenant',
  prevailingParty: null,
  ...overrides,
});

describe('readUserOutcome', () => {
  it('is favourable when the party in the user role won, unfavourable when the other did', () => {
    expect(readUserOutcome(sides({}), 'tenant')).toBe('favourable');
    expect(readUserOutcome(sides({}), 'landlord')).toBe('unfavourable');
    // Dismissed: the side opposite the applicant won.
    expect(readUserOutcome(sides({ outcome: 'dismissed' }), 'tenant')).toBe('unfavourable');
    expect(readUserOutcome(sides({ outcome: 'dismissed' }), 'landlord')).toBe('favourable');
    expect(readUserOutcome(sides({ applicantRole: 'landlord' }), 'landlord')).toBe('favourable');
  });

  it('is neutral for a partly granted application, from either side', () => {
    expect(readUserOutcome(sides({ outcome: 'partly_granted' }), 'tenant')).toBe('neutral');
    expect(readUserOutcome(sides({ outcome: 'partly_granted' }), 'landlord')).toBe('neutral');
  });

  it('never guesses: unknown outcome, applicant or user side give unknown', () => {
    expect(readUserOutcome(sides({ outcome: 'unknown' }), 'tenant')).toBe('unknown');
    expect(readUserOutcome(sides({ applicantRole: null }), 'tenant')).toBe('unknown');
    expect(
      readUserOutcome(sides({ applicantRole: null, outcome: 'partly_granted' }), 'tenant'),
    ).toBe('unknown');
    expect(readUserOutcome(sides({}), null)).toBe('unknown');
    // prevailing_party alone (formal outcome unknown) is not an outcome.
    expect(
      readUserOutcome(sides({ outcome: 'unknown', prevailingParty: 'tenant' }), 'tenant'),
    ).toBe('unknown');
  });

  it('is unknown when prevailing_party contradicts the outcome, kept when it agrees', () => {
    expect(readUserOutcome(sides({ prevailingParty: 'landlord' }), 'tenant')).toBe('unknown');
    expect(readUserOutcome(sides({ prevailingParty: 'shared' }), 'tenant')).toBe('unknown');
    expect(readUserOutcome(sides({ prevailingParty: 'tenant' }), 'tenant')).toBe('favourable');
  });
});

describe('readUserSide', () => {
  it('reads tenants and landlords only', () => {
    expect(readUserSide('tenant')).toBe('tenant');
    expect(readUserSide('landlord')).toBe('landlord');
    expect(readUserSide('sub-tenant')).toBeNull();
    expect(readUserSide('occupant')).toBeNull();
    expect(readUserSide(undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildSubmission,
  changeLeaseTerm,
  changeOwnership,
  changeUserType,
  EMPTY_DRAFT,
  findNextStep,
  findPreviousStep,
  isStepComplete,
  isWholeMonths,
  STEPS,
  type QuestionnaireDraft,
} from './wizard-state';

const USER_ID = '00000000-0000-4000-8000-000000000001';
const step = (name: (typeof STEPS)[number]) => STEPS.indexOf(name);
const FILLED: QuestionnaireDraft = {
  ...EMPTY_DRAFT,
  excludedSituation: 'none',
  buildingType: 'none',
  userType: 'tenant',
  leaseTermType: 'undetermined',
  tenant65Over: false,
  buildingAgeUnder5: 'dont-know',
};

describe('wizard state', () => {
  it('has the nine steps of spec 01 in order', () => {
    expect(STEPS).toEqual([
      'intro',
      'excludedSituation',
      'buildingType',
      'userType',
      'ownership',
      'leaseTerm',
      'tenant65Over',
      'buildingAge',
      'additionalInfo',
    ]);
  });

  it('skips the ownership step both ways unless the user is a landlord', () => {
    expect(findNextStep(step('userType'), FILLED)).toBe(step('leaseTerm'));
    expect(findPreviousStep(step('leaseTerm'), FILLED)).toBe(step('userType'));
    const landlord = changeUserType(FILLED, 'landlord');
    expect(findNextStep(step('userType'), landlord)).toBe(step('ownership'));
    expect(findPreviousStep(step('leaseTerm'), landlord)).toBe(step('ownership'));
  });

  it('needs a value on every answer step; intro and additional information are always complete', () => {
    expect(isStepComplete(step('intro'), EMPTY_DRAFT)).toBe(true);
    expect(isStepComplete(step('additionalInfo'), EMPTY_DRAFT)).toBe(true);
    for (const name of ['excludedSituation', 'buildingType', 'userType', 'leaseTerm'] as const) {
      expect(isStepComplete(step(name), EMPTY_DRAFT)).toBe(false);
      expect(isStepComplete(step(name), FILLED)).toBe(true);
    }
    expect(isStepComplete(step('tenant65Over'), { ...FILLED, tenant65Over: null })).toBe(false);
    expect(isStepComplete(step('tenant65Over'), FILLED)).toBe(true);
    expect(isStepComplete(step('buildingAge'), { ...FILLED, buildingAgeUnder5: null })).toBe(false);
  });

  it('completes the ownership step by the nested answers', () => {
    const ownership = step('ownership');
    expect(isStepComplete(ownership, FILLED)).toBe(true);
    let landlord = changeUserType(FILLED, 'landlord');
    expect(isStepComplete(ownership, landlord)).toBe(false);
    expect(isStepComplete(ownership, changeOwnership(landlord, 'propertyOwnership', false))).toBe(
      true,
    );
    landlord = changeOwnership(landlord, 'propertyOwnership', true);
    expect(isStepComplete(ownership, landlord)).toBe(false);
    expect(isStepComplete(ownership, changeOwnership(landlord, 'singleOwnership', true))).toBe(
      true,
    );
    landlord = changeOwnership(landlord, 'singleOwnership', false);
    expect(isStepComplete(ownership, landlord)).toBe(false);
    expect(isStepComplete(ownership, changeOwnership(landlord, 'spouseOwnership', false))).toBe(
      true,
    );
  });

  it('clears the ownership answers when the user type changes, and nested ones below a change', () => {
    const landlord = {
      ...changeUserType(FILLED, 'landlord'),
      propertyOwnership: true,
      singleOwnership: false,
      spouseOwnership: true,
    };
    expect(changeUserType(landlord, 'landlord')).toBe(landlord);
    expect(changeUserType(landlord, 'tenant')).toMatchObject({
      userType: 'tenant',
      propertyOwnership: null,
      singleOwnership: null,
      spouseOwnership: null,
    });
    expect(changeOwnership(landlord, 'propertyOwnership', false)).toMatchObject({
      singleOwnership: null,
      spouseOwnership: null,
    });
  });

  it('asks a whole number of months of at least 1 for a fixed term', () => {
    for (const value of ['1', '12', ' 24 ']) expect(isWholeMonths(value)).toBe(true);
    for (const value of ['', '0', '-1', '1.5', 'abc', '1e2'])
      expect(isWholeMonths(value)).toBe(false);
    const fixed = changeLeaseTerm(FILLED, 'fixed-term');
    expect(isStepComplete(step('leaseTerm'), fixed)).toBe(false);
    expect(isStepComplete(step('leaseTerm'), { ...fixed, leaseDuration: '0' })).toBe(false);
    expect(isStepComplete(step('leaseTerm'), { ...fixed, leaseDuration: '6' })).toBe(true);
  });

  it('clears the duration when the lease becomes undetermined', () => {
    const fixed = { ...changeLeaseTerm(FILLED, 'fixed-term'), leaseDuration: '12' };
    expect(changeLeaseTerm(fixed, 'undetermined').leaseDuration).toBe('');
    expect(changeLeaseTerm(fixed, 'fixed-term').leaseDuration).toBe('12');
  });

  it('builds the submission with the spec schema, or null when it fails', () => {
    expect(
      buildSubmission({ ...FILLED, leaseTermType: 'fixed-term', leaseDuration: '12' }, USER_ID),
    ).toMatchObject({ userId: USER_ID, leaseTermType: 'fixed-term', leaseDuration: 12 });
    expect(buildSubmission(FILLED, USER_ID)).toMatchObject({ leaseDuration: null });
    expect(buildSubmission(EMPTY_DRAFT, USER_ID)).toBeNull();
    expect(buildSubmission(FILLED, 'not-a-uuid')).toBeNull();
    expect(buildSubmission({ ...FILLED, leaseTermType: 'fixed-term' }, USER_ID)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isFormForRole } from './guide-roles';

describe('isFormForRole', () => {
  it('gives each party its own forms, sub-tenants the tenant’s, occupants only shared ones', () => {
    expect(isFormForRole('tenant', 'tenant')).toBe(true);
    expect(isFormForRole('landlord', 'tenant')).toBe(false);
    expect(isFormForRole('tenant', 'sub-tenant')).toBe(true);
    expect(isFormForRole('landlord', 'landlord')).toBe(true);
    expect(isFormForRole('tenant', 'landlord')).toBe(false);
    expect(isFormForRole('tenant', 'occupant')).toBe(false);
    expect(isFormForRole('either', 'occupant')).toBe(true);
    expect(isFormForRole('landlord', undefined)).toBe(true);
  });

  it('gives a sub-tenant no notice of the tenant who sublets or assigns to him', () => {
    // TAL-814A, TAL-802A, TAL-817A: the sublessor's and assignor's notices (the forms catalogue).
    expect(isFormForRole('tenant', 'sub-tenant', 'TAL-814A')).toBe(false);
    expect(isFormForRole('tenant', 'sub-tenant', 'TAL-802A')).toBe(false);
    expect(isFormForRole('tenant', 'sub-tenant', 'TAL-805A')).toBe(true);
    expect(isFormForRole('tenant', 'tenant', 'TAL-814A')).toBe(true);
    expect(isFormForRole('tenant', undefined, 'TAL-814A')).toBe(true);
  });

  it('gives an occupant the notices by which art. 1938 makes him the tenant', () => {
    expect(isFormForRole('tenant', 'occupant', 'TAL-803A')).toBe(true);
    expect(isFormForRole('tenant', 'occupant', 'TAL-804A')).toBe(true);
    expect(isFormForRole('tenant', 'occupant', 'TAL-805A')).toBe(false);
  });
});

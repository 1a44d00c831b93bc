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
});

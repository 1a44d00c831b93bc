import { describe, expect, it } from 'vitest';
import { readAskerRole, readRoleFromWording } from './asker-role';

describe('readRoleFromWording', () => {
  it('reads a landlord from "my tenant" and « mon locataire »', () => {
    expect(readRoleFromWording("My tenant's dog barks all night, what can I do?")).toBe('landlord');
    expect(readRoleFromWording('Mes locataires paient toujours en retard')).toBe('landlord');
    expect(readRoleFromWording('Ma locataire refuse de me laisser entrer')).toBe('landlord');
  });

  it('reads a tenant from "my landlord" and « mon proprio », with or without accents', () => {
    expect(readRoleFromWording('My landlord will not fix the heater')).toBe('tenant');
    expect(readRoleFromWording('Mon propriétaire veut reprendre le logement')).toBe('tenant');
    expect(readRoleFromWording('mon proprietaire entre sans avis')).toBe('tenant');
  });

  it('reads nothing without a possessive, or when both parties are "mine"', () => {
    expect(readRoleFromWording('The tenant is still in the apartment')).toBeUndefined();
    expect(readRoleFromWording('Le locataire du bas fait du bruit')).toBeUndefined();
    expect(readRoleFromWording('My landlord says my tenant must leave')).toBeUndefined();
  });
});

describe('readAskerRole', () => {
  it("keeps the questionnaire's role over the wording", () => {
    expect(readAskerRole('My landlord is selling', 'sub-tenant')).toBe('sub-tenant');
    expect(readAskerRole('My tenant is late again', null)).toBe('landlord');
  });
});

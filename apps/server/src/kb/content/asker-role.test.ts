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

describe('readRoleFromWording: owning the building', () => {
  it('reads a landlord from a building that is "mine" or a dwelling rented out', () => {
    expect(readRoleFromWording('The tenant of my duplex has not paid since May')).toBe('landlord');
    expect(readRoleFromWording('Je veux habiter le bas de mon triplex')).toBe('landlord');
    expect(readRoleFromWording('I rent out the basement: can I raise the rent?')).toBe('landlord');
  });

  it('reads nothing from "my building" or "my apartment", which tenants say too', () => {
    expect(readRoleFromWording('My building was sold. Can the new owner end my lease?')).toBe(
      undefined,
    );
    expect(readRoleFromWording('Mon immeuble a été vendu')).toBeUndefined();
    expect(readRoleFromWording('My apartment is cold')).toBeUndefined();
    expect(readRoleFromWording('My landlord wants to convert his duplex')).toBe('tenant');
  });
});

describe('readAskerRole', () => {
  it("keeps the questionnaire's role over the wording", () => {
    expect(readAskerRole('My landlord is selling', 'sub-tenant')).toBe('sub-tenant');
    expect(readAskerRole('My tenant is late again', null)).toBe('landlord');
  });
});

import { describe, expect, it } from 'vitest';
import { loadGlossary, matchGlossary, tokenize } from './glossary';

describe('glossary', () => {
  const glossary = loadGlossary();
  const ids = (question: string) =>
    matchGlossary(glossary, question).map((match) => match.entry.id);

  it('loads the data file with article ranges expanded', () => {
    const increase = glossary.find((entry) => entry.id === 'rent-increase');
    expect(increase?.ranges).toEqual([['1942', '1947']]);
    expect(increase?.fr).toContain('augmentation de loyer');
  });

  it('matches English and French expressions regardless of accents, case and plural', () => {
    expect(ids('Can my landlord ask for a SECURITY DEPOSIT?')).toContain('deposit');
    expect(ids('Le locateur peut-il exiger un depot?')).toContain('deposit');
    expect(ids('They raised my rent twice')).toContain('rent-increase');
    expect(tokenize('Loyers augmentés')).toEqual(['loyer', 'augment']);
  });

  it("reads rent that is late or unpaid in everyday words as the law's arrears (art. 1971)", () => {
    // Art. 1971: « en retard de plus de trois semaines pour le paiement du loyer ».
    expect(ids('Mon locataire a deux mois de retard')).toContain('late-rent');
    expect(ids("Il m'a pas payé octobre")).toContain('late-rent');
    expect(ids("My tenant hasn't paid since October")).toContain('late-rent');
  });

  it("reads a landlord's refusal to renew as the tenant's right to stay (art. 1936)", () => {
    expect(ids("My landlord won't renew my lease in July")).toContain('maintain-occupancy');
    expect(ids('Le proprio veut pas renouveler mon bail')).toContain('maintain-occupancy');
  });

  it('reads an irregular English past form as its base verb', () => {
    // The glossary writes "break up" and "sold the building"; people write every tense.
    expect(ids('We broke up last month and she moved out')).toContain('separation');
    expect(ids('The owner sells the building in May')).toContain('sale-building');
    expect(tokenize('broke sold left')).toEqual(tokenize('break sell leave'));
  });

  it("translates everyday words for children and for noise into the law's words", () => {
    expect(ids('Three landlords said the apartment is not for families with kids')).toContain(
      'vocab-children',
    );
    expect(ids('The people upstairs party every weekend')).toContain('vocab-noise');
  });

  it("reads a landlord's own child as the one a dwelling is taken back for, never a tenant's", () => {
    const family = (question: string, role?: 'tenant' | 'landlord') =>
      matchGlossary(glossary, question, role).map((match) => match.entry.id);
    expect(family('My son will live in the upstairs unit', 'landlord')).toContain(
      'vocab-landlord-family',
    );
    expect(family('Je veux loger ma fille dans le 4 1/2', 'landlord')).toContain(
      'vocab-fr-landlord-family',
    );
    expect(family('Je veux habiter le 4 1/2 du haut', 'landlord')).toContain(
      'vocab-fr-landlord-family',
    );
    expect(family('Je veux habiter le 4 1/2 du haut', 'tenant')).not.toContain(
      'vocab-fr-landlord-family',
    );
    // A tenant's child is the household; an unknown asker's, too uncertain to read.
    expect(family('My son will live with me', 'tenant')).not.toContain('vocab-landlord-family');
    expect(family('My son will live with me')).not.toContain('vocab-landlord-family');
  });

  it('lets a longer expression win over a shorter one it covers', () => {
    const found = ids('Can I deposit my rent with the tribunal?');
    expect(found).toContain('rent-deposit-tribunal');
    expect(found).not.toContain('deposit');
  });

  it('points every entry at lease-chapter articles only', () => {
    for (const entry of glossary) {
      for (const [from, to] of entry.ranges) {
        expect(Number.parseFloat(from)).toBeGreaterThanOrEqual(1851);
        expect(Number.parseFloat(to)).toBeLessThanOrEqual(2000);
      }
      expect(entry.ranges.some(([from]) => from === '1966')).toBe(false);
    }
  });
});

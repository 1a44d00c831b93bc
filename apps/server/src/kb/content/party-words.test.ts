import { describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { createGuideMatcher } from './match-guides';
import { isDeathWord, isPartyWord, namesOnlyParty } from './party-words';

const repossession = makeGuide({
  id: 'repossession',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: {
      en: ['repossession', 'owner wants to move in'],
      fr: ['reprise de logement', 'le propriétaire veut reprendre mon logement'],
    },
  },
});
const death = makeGuide({
  id: 'death-of-tenant',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: {
      en: ['tenant died', 'landlord died', 'I lived with the tenant who died'],
      fr: ['décès du propriétaire', 'je vivais avec le locataire décédé'],
    },
  },
});
const sale = makeGuide({
  id: 'sale-of-building',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: { en: ['new owner', 'building sold'], fr: ['nouveau propriétaire'] },
  },
});
const harassment = makeGuide({
  id: 'harassment',
  appliesTo: {
    roles: ['tenant', 'landlord'],
    concepts: { en: ['harassment', 'threats'], fr: ['harcèlement', 'menaces'] },
  },
});
const { matchGuides } = createGuideMatcher([repossession, death, sale, harassment]);
const ids = (question: string) => matchGuides({ question }).map(({ guide }) => guide.id);
const scoreOf = (question: string, id: string) =>
  matchGuides({ question }).find(({ guide }) => guide.id === id)?.score ?? 0;

describe('party words', () => {
  it('reads parties, what they want or say, and the new owner as words of no situation', () => {
    for (const word of ['landlord', 'owner', 'proprio', 'locataire', 'wants', 'veut', 'dit']) {
      expect(isPartyWord(word)).toBe(true);
    }
    expect(isPartyWord('reprendre')).toBe(false);
    expect(isPartyWord('died')).toBe(false);
    expect(namesOnlyParty(['new', 'owner'])).toBe(true);
    expect(namesOnlyParty(['nouveau', 'locateur'])).toBe(true);
    expect(namesOnlyParty(['building', 'sold'])).toBe(false);
  });

  it('finds no death phrase in part through a party when the question says no death', () => {
    expect(ids('my landlord wants the rent split in two uneven payments')).not.toContain(
      'death-of-tenant',
    );
    expect(ids('le propriétaire veut que je paie plus en janvier')).not.toContain(
      'death-of-tenant',
    );
    expect(ids('my landlord died last month')).toContain('death-of-tenant');
    expect(ids('mon propriétaire est mort le mois passé')).toContain('death-of-tenant');
    expect(ids('the owner wants to move in with his wife')).toContain('repossession');
  });

  it('weighs a phrase that only names a party below the situation the question is about', () => {
    expect(ids('the new owner keeps making threats and harassment at night')[0]).toBe('harassment');
    expect(ids('le nouveau propriétaire fait des menaces et du harcèlement')[0]).toBe('harassment');
    // Alone, the new owner still points to the sale, at half the weight of its words.
    expect(ids('the new owner sent me a letter')).toContain('sale-of-building');
    expect(scoreOf('the new owner sent me a letter', 'sale-of-building')).toBeLessThan(
      scoreOf('the building sold last month', 'sale-of-building'),
    );
  });

  it('finds no death phrase in part without its death: a partner who left is no death', () => {
    expect(isDeathWord('died')).toBe(true);
    expect(isDeathWord('decede')).toBe(true);
    expect(isDeathWord('left')).toBe(false);
    expect(ids('I lived with the tenant, my girlfriend, who left in October')).not.toContain(
      'death-of-tenant',
    );
    expect(ids('je vivais avec ma blonde, la locataire, elle a quitté en octobre')).not.toContain(
      'death-of-tenant',
    );
    expect(ids('I lived with my father, the tenant, who died in October')).toContain(
      'death-of-tenant',
    );
    expect(ids('je vivais avec mon père, le locataire, décédé en octobre')).toContain(
      'death-of-tenant',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { loadGlossary } from './glossary';
import { translateForGuides } from './guide-vocabulary';

describe('translateForGuides', () => {
  const glossary = loadGlossary();

  it("adds the law's French words of the plain vocabulary an English question triggers", () => {
    const read = translateForGuides(glossary, 'My landlord wants to kick me out');
    expect(read.startsWith('My landlord wants to kick me out')).toBe(true);
    expect(read).toContain('évincer');
  });

  it('adds nothing from entries that point to articles, nor for a question without such words', () => {
    // "security deposit" is a glossary entry with articles: it steers search, not the guides.
    expect(translateForGuides(glossary, 'Can he ask for a security deposit?')).toBe(
      'Can he ask for a security deposit?',
    );
    expect(translateForGuides(glossary, 'Bonjour')).toBe('Bonjour');
  });

  it("reads a landlord's child as a repossession's beneficiary only for a landlord", () => {
    expect(translateForGuides(glossary, 'My daughter will move in', 'landlord')).toContain(
      'reprendre le logement',
    );
    expect(translateForGuides(glossary, 'My daughter will move in', 'tenant')).toBe(
      'My daughter will move in',
    );
  });

  it("reads a tenant's kids as children, not as a pregnancy", () => {
    // « enceinte » beside « enfants » made every question naming children a pregnant tenant's.
    const kids = translateForGuides(glossary, 'my tenant has 6 kids in the apartment all day');
    expect(kids).toContain('enfants');
    expect(kids).not.toContain('enceinte');
    expect(translateForGuides(glossary, 'I am pregnant and he refused to rent')).toContain(
      'enceinte',
    );
    expect(
      translateForGuides(glossary, "landlord says 'its old, what do you expect'"),
    ).not.toContain('enceinte');
  });

  it("reads a fire's smoke as no neighbour's disturbance, and someone smoking as one", () => {
    // A bare "smoke" or « fumée » is as often a fire's or a detector's as a smoker's.
    expect(translateForGuides(glossary, 'The fire filled the apartment with smoke')).not.toContain(
      'jouissance paisible',
    );
    expect(translateForGuides(glossary, 'Le détecteur de fumée sonne pour rien')).not.toContain(
      'jouissance paisible',
    );
    expect(translateForGuides(glossary, 'The tenant below is a heavy smoker')).toContain(
      'jouissance paisible',
    );
    expect(translateForGuides(glossary, 'My neighbour smokes weed all day')).toContain(
      'jouissance paisible',
    );
  });

  it('reads being kicked out as no repossession by itself: unpaid rent or an eviction put one out too', () => {
    const read = translateForGuides(glossary, 'Can the landlord kick me out?', 'tenant');
    expect(read).toContain('expulser');
    expect(read).not.toContain('reprendre le logement');
  });

  it('reads « me mettre dehors » as no repossession by itself either', () => {
    const read = translateForGuides(glossary, 'Le proprio peut-il me mettre dehors?', 'tenant');
    expect(read).toContain('expulser');
    expect(read).not.toMatch(/\breprise\b/);
  });
  it('reads a person coming in as access to the dwelling, and a letter or the snow that came in as none', () => {
    // « came in » is « come in » to the glossary's tokens: a reply letter, a decision and water
    // that "came in" led answers with the access guide's 24-hour notice (round 27).
    for (const entering of [
      'My landlord came in while I was at work',
      'he wants to come in every week to check',
      'the owner keeps coming in with his key',
    ]) {
      expect(translateForGuides(glossary, entering)).toContain('préavis de 24 heures');
    }
    for (const other of [
      'her refusal letter came in on October 28',
      'the decision came in november, do I pay it all at once?',
      'snow comes in on the window sill',
    ]) {
      expect(translateForGuides(glossary, other)).not.toContain('préavis de 24 heures');
    }
  });

  it("reads the tenant's own visit before renting as no landlord's access, and the landlord's visits as one", () => {
    // The vocabulary reads the words as the guides do (word-senses.ts): « à la visite », "when
    // we visited" are the asker's visit before signing (round 28).
    for (const own of [
      'the dishwasher leaks, he says we saw it when we visited',
      'le comptoir était brisé à la visite, dit le proprio',
      'il dit que la porte était de même quand tu as visité',
    ]) {
      expect(translateForGuides(glossary, own)).not.toContain('préavis de 24 heures');
    }
    expect(translateForGuides(glossary, 'le proprio veut une visite demain matin')).toContain(
      'préavis de 24 heures',
    );
  });
  it('reads a storey ("the 2nd floor") as no repair, and a floor of the dwelling as one', () => {
    // "floor" is the repairs entry's word; "on the 2nd floor" says where a dwelling is (round 29).
    for (const storey of [
      'the guy on the 2nd floor plays drums till 2am',
      'I want to turn the ground floor unit into an office',
    ]) {
      expect(translateForGuides(glossary, storey)).not.toContain('réparations');
    }
    expect(translateForGuides(glossary, 'the kitchen floor is rotten')).toContain('réparations');
  });
});

import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { createGuideMatcher, pickAnswerGuides } from './match-guides';

/**
 * Concepts in the article's own situation (issue 10, round 22, matcher17): art. 1884 says the
 * lease ends by the death of neither party, so the death guide is also the landlord's death.
 */
const content = loadContent();
const { matchGuides } = createGuideMatcher(content.guides);
const answerGuide = (question: string) => pickAnswerGuides(matchGuides({ question }))[0]?.guide.id;

describe('guide concepts for the whole of their article', () => {
  it.each([
    'Our landlord died, is the lease over?',
    'Le propriétaire est décédé, mon bail tient-il encore?',
  ])('answers "%s" from the death guide', (question) => {
    expect(answerGuide(question)).toBe('death-of-tenant');
  });
});

/**
 * The access guide's notice is the landlord's 24 hours before entering (arts. 1931-1933): a
 * question that only warns the other party (« je dois l'avertir »), or names a wall « entre » two
 * rooms or a place « chez » someone, is not about entering (issue 10, round 27, access21).
 */
describe('the access guide for entering the dwelling, not for every notice', () => {
  const guidesOf = (question: string) =>
    pickAnswerGuides(matchGuides({ question })).map((match) => match.guide.id);

  it.each([
    'Le propriétaire entre sans avertir quand je suis au travail, il a le droit?',
    'My landlord came in unannounced while I was at work. Is that allowed?',
  ])('answers "%s" from the access guide', (question) => {
    expect(guidesOf(question)[0]).toBe('access-visits');
  });

  it.each([
    'Je suis chez moi depuis 4 ans et je veux partir: je dois l’avertir combien de temps avant?',
    'Je veux enlever le mur entre la cuisine et le salon, le propriétaire refuse.',
    'The apartment came with my job. How much notice do I need to give to leave?',
  ])('leaves the access guide out of "%s"', (question) => {
    expect(guidesOf(question)).not.toContain('access-visits');
  });
});

/**
 * Art. 1862's losses are not only a fire: a flood in the dwelling, damage the tenant caused
 * (round 28). « dégât d'eau » alone is not one of them: it names the landlord's leaks as often
 * (a vacancy after one, an unsanitary dwelling), and led those answers when it was.
 */
describe('the damage guide for losses to the dwelling, not for every leak', () => {
  it.each([
    'Une inondation dans le logement à cause de ma laveuse : qui paie les dommages?',
    'Who pays for the damage caused by the tenant to the floors?',
  ])('answers "%s" from the damage guide', (question) => {
    expect(answerGuide(question)).toBe('damage-and-fire');
  });

  it('leaves a leak the landlord must repair to the repairs guide', () => {
    expect(answerGuide("Dégât d'eau par le toit depuis un mois, le proprio répare pas")).not.toBe(
      'damage-and-fire',
    );
  });
});

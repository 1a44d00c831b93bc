import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { createGuideMatcher, pickAnswerGuides } from './match-guides';

/**
 * Two situations no guide held before guides21 (issue 10, round 27): a change of the form or the
 * destination of the leased property during the lease (art. 1856), and the tenant's personal right
 * to maintain occupancy (art. 1936). The questions are written here, from the articles' situations.
 */

const content = loadContent();
const { matchGuides } = createGuideMatcher(content.guides);
const answerGuide = (question: string, role: 'tenant' | 'landlord') =>
  pickAnswerGuides(matchGuides({ question, role }))[0]?.guide.id;
const guide = (id: string) => content.guides.find((entry) => entry.id === id);

describe('the guide on changing the form or the use of the dwelling (art. 1856)', () => {
  it.each([
    ['The landlord wants to demolish a wall of my apartment while I live there.', 'tenant'],
    ['Mon locataire veut abattre un mur pour agrandir le salon. Il peut?', 'landlord'],
    ['Le propriétaire va asphalter la cour qui vient avec mon logement.', 'tenant'],
  ] as const)('answers "%s"', (question, role) => {
    expect(answerGuide(question, role)).toBe('changing-the-form-or-use-of-the-dwelling');
  });

  it('is not chosen for a repair inside a wall', () => {
    expect(
      answerGuide('Water is leaking inside the bathroom wall, who repairs it?', 'tenant'),
    ).not.toBe('changing-the-form-or-use-of-the-dwelling');
  });

  it('opens on art. 1856 and names the general application for either party', () => {
    const found = guide('changing-the-form-or-use-of-the-dwelling');
    expect(found?.answer.articles[0]).toBe('1856');
    expect(found?.forms).toEqual([expect.objectContaining({ form: 'TAL-001A', party: 'either' })]);
  });
});

describe('the guide on the right to maintain occupancy (art. 1936)', () => {
  it.each([
    ['Do I have a right to stay in the dwelling if the landlord wants someone else?', 'tenant'],
    ['Est-ce que mon locataire a un droit au maintien dans les lieux?', 'landlord'],
  ] as const)('answers "%s"', (question, role) => {
    expect(answerGuide(question, role)).toBe('right-to-stay-in-the-dwelling');
  });

  it('opens on art. 1936 and states only the deadlines its articles set', () => {
    const found = guide('right-to-stay-in-the-dwelling');
    expect(found?.answer.articles[0]).toBe('1936');
    expect(found?.deadlines.map((deadline) => deadline.article)).toEqual(['1960', '1962', '1963']);
  });
});

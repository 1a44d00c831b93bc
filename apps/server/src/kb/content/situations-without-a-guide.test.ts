import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { createGuideMatcher } from './match-guides';
import { selectGuideRules } from './select-rules';

/**
 * Situations no guide held before guides18 (issue 10, round 23): how a lease ends or continues
 * (arts. 1877, 1879, 1941, 1946, with TAL-807A for the tenant's notice), a third party claiming a
 * right over the dwelling (art. 1858), the landlord told that a tenant disturbs the others (art.
 * 1860), and the temporary evacuation for urgent repairs (art. 1865). The questions are written
 * here, from the articles' situations.
 */

const content = loadContent();
const { matchGuides } = createGuideMatcher(content.guides);

const firstGuide = (question: string, role: 'tenant' | 'landlord') =>
  matchGuides({ question, role })[0]?.guide.id;

function readRules(guideId: string, question: string, role: 'tenant' | 'landlord') {
  const guide = content.guides.find((entry) => entry.id === guideId);
  if (!guide) throw new Error(`no guide ${guideId}`);
  return selectGuideRules(guide, question, role, 5).map((rule) => rule.article);
}

describe('the lease-term guide', () => {
  it('leads a lease that expired with nothing signed, and states the renewal of right', () => {
    const question = 'Our lease expired in the summer and we are still here paying the same rent.';
    expect(firstGuide(question, 'tenant')).toBe('lease-term-and-renewal');
    expect(readRules('lease-term-and-renewal', question, 'tenant')).toContain('1941');
  });

  it("leads a tenant's notice on a lease of indeterminate term, with TAL-807A for that rule", () => {
    const question = "J'ai un bail à durée indéterminée. Je veux partir, combien d'avis?";
    expect(firstGuide(question, 'tenant')).toBe('lease-term-and-renewal');
    expect(readRules('lease-term-and-renewal', question, 'tenant')).toContain('1946');
    const guide = content.guides.find((entry) => entry.id === 'lease-term-and-renewal');
    expect(guide?.forms.find((form) => form.form === 'TAL-807A')).toMatchObject({
      party: 'tenant',
      rule: '1946',
    });
  });

  it('states the tacit renewal of a premises that is not a dwelling', () => {
    const question = 'I rent a storage unit, the lease expired and I kept using it.';
    expect(readRules('lease-term-and-renewal', question, 'tenant')).toContain('1879');
  });

  it('is not chosen for a month counted in another situation', () => {
    expect(firstGuide('I am 3 months behind on my rent, can he evict me?', 'tenant')).not.toBe(
      'lease-term-and-renewal',
    );
  });
});

describe('the peaceful-enjoyment guide', () => {
  it("states art. 1858 when a third party claims a servitude over the dwelling's yard", () => {
    const question = 'A neighbour says he has a servitude on the yard that comes with my lease.';
    expect(firstGuide(question, 'tenant')).toBe('peaceful-enjoyment-harassment');
    expect(readRules('peaceful-enjoyment-harassment', question, 'tenant')).toContain('1858');
  });

  it('leads the landlord told that one tenant disturbs the others', () => {
    const question = 'The other tenants complain about the man on the third floor. What can I do?';
    expect(firstGuide(question, 'landlord')).toBe('peaceful-enjoyment-harassment');
    expect(readRules('peaceful-enjoyment-harassment', question, 'landlord')).toContain('1860');
  });
});

describe('the repairs guide', () => {
  it("states art. 1865 when the landlord asks whether the Tribunal's authorization is needed", () => {
    const question =
      'A pipe burst behind the wall, the tenant must leave while we open it. Do I need an authorization?';
    expect(readRules('repairs', question, 'landlord')).toContain('1865');
  });
});

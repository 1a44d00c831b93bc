import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';

/**
 * A guide that gives the tenant the repair remedies (art. 1863) and offers the notice of rent
 * deposit (TAL-805A) names that form in the Summary: its answer must state the rule the form rests
 * on, art. 1907's deposit and its 10-day prior notice, not leave it to the Next steps (issue 10,
 * round 26: a tenant asking to keep the rent until the windows are fixed got TAL-805A and no delay).
 */

const content = loadContent();

const depositGuides = content.guides.filter(
  (guide) =>
    guide.answer.articles.includes('1863') &&
    guide.forms.some((form) => form.form === 'TAL-805A' && form.party === 'tenant'),
);

describe('guides offering the notice of rent deposit', () => {
  it('are the repair guides', () => {
    expect(depositGuides.map((guide) => guide.id).sort()).toEqual(['heating', 'repairs']);
  });

  it.each(depositGuides.map((guide) => [guide.id, guide] as const))(
    '%s states the deposit and its 10-day notice in its answer, in both languages',
    (_id, guide) => {
      expect(guide.answer.articles).toContain('1907');
      expect(guide.answer.en).toMatch(/10 days' notice in advance[^.]*\(art\. 1907\)/);
      expect(guide.answer.fr).toMatch(/préavis de 10 jours[^.]*\(art\. 1907\)/);
    },
  );
});

describe('the unpaid-rent guide', () => {
  // It offers the tenant TAL-805A too: a tenant thinking of holding back the rent reads it first
  // (issue 10, round 27).
  const guide = content.guides.find((entry) => entry.id === 'unpaid-rent');

  it('states the deposit and its 10-day notice in its answer, in both languages', () => {
    expect(guide?.forms).toContainEqual(
      expect.objectContaining({ form: 'TAL-805A', party: 'tenant' }),
    );
    expect(guide?.answer.articles).toContain('1907');
    expect(guide?.answer.en).toMatch(/10 days' notice in advance[^.]*\(art\. 1907\)/);
    expect(guide?.answer.fr).toMatch(/préavis de 10 jours[^.]*\(art\. 1907\)/);
  });
});

import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';

/**
 * The abandonment guide offers the tenant the notice of abandonment (TAL-801A), which rests on
 * art. 1915: its answer must state that article's notice, given before leaving or within the 10
 * days after, and the rent it spares, rather than leave them to the Next steps (issue 10, round 27:
 * a tenant leaving an unfit dwelling got TAL-801A and no delay).
 */

const guide = loadContent().guides.find((entry) => entry.id === 'abandonment');

describe('the abandonment guide', () => {
  it('offers the tenant the notice of abandonment', () => {
    expect(guide?.forms).toContainEqual(
      expect.objectContaining({ form: 'TAL-801A', party: 'tenant' }),
    );
  });

  it("states art. 1915's notice and its 10 days in its answer, in both languages", () => {
    expect(guide?.answer.articles).toContain('1915');
    expect(guide?.answer.en).toMatch(/within the 10 days after[^.]*\(art\. 1915\)/);
    expect(guide?.answer.fr).toMatch(/dans les 10 jours qui suivent[^.]*\(art\. 1915\)/);
  });
});

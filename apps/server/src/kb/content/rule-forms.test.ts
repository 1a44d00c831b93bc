import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content';
import { listRuleForms } from './rule-forms';

/**
 * The forms serving an article's rule: the answer names the asker's when the Summary opens on
 * the article and no guide of theirs was chosen. Each serves the party the article gives the
 * recourse.
 */

const content = loadContent();
const tied = (article: string) =>
  listRuleForms(content.guides, article)
    .filter((form) => form.rule === article)
    .map(({ form, party }) => `${form} ${party}`);

describe('forms tied to the rule of an article', () => {
  it('gives the landlord the unpaid-rent application when a guarantor’s security has lapsed (art. 1881)', () => {
    // The security does not extend to the renewed lease: the rent owed is claimed from the tenant.
    expect(tied('1881')).toEqual(['TAL-065A landlord']);
  });

  it('gives the tenant threatened by violence the notice of art. 1974.1', () => {
    expect(tied('1974.1')).toEqual(['TAL-818A tenant']);
  });

  it('gives the landlord the general application to have the deposited rent released (art. 1909)', () => {
    expect(tied('1909')).toEqual(['TAL-001A landlord']);
  });

  it('gives each party the eviction notice or its answer after a seniors’ residence changes use (art. 1959.2)', () => {
    // The landlord may evict on that ground only after an offer of a new lease the tenant refused.
    expect(tied('1959.2')).toEqual(['TAL-815A landlord', 'TAL-826A tenant']);
  });

  it('gives both parties the application to fix the rent a lease adjusts (art. 1949)', () => {
    // « les parties peuvent s'adresser au tribunal pour contester le caractère excessif ou
    // insuffisant du réajustement »: the tenant finds it excessive, the landlord insufficient.
    expect(tied('1949')).toEqual(['TAL-002A tenant', 'TAL-002A landlord']);
  });

  it('gives each party the general application when the other breaches a safety or sanitation duty (art. 1912)', () => {
    // « Donnent lieu aux mêmes recours qu'un manquement à une obligation du bail: 1° Tout
    // manquement du locateur ou du locataire […] relativement à la sécurité ou à la salubrité ».
    expect(tied('1912')).toEqual(['TAL-001A tenant', 'TAL-001A landlord']);
  });

  it('serves an article with the forms of the guide whose direct answer opens on it', () => {
    // Art. 1959: the landlord's right to evict to subdivide, enlarge or change the use; its notice
    // is TAL-815A, which the catalogue rests on art. 1960 (the notice's delays).
    const opening = (article: string) =>
      listRuleForms(content.guides, article, { openingGuide: true }).map(({ form }) => form);
    expect(opening('1959')).toContain('TAL-815A');
    expect(opening('1959')).toContain('TAL-826A');
    // Not a guide whose answer only cites it further on, nor without `openingGuide`.
    expect(opening('1960')).not.toContain('TAL-815A');
    expect(listRuleForms(content.guides, '1960')).toEqual([]);
  });

  it("ties art. 1959's notice of eviction and its answer to the article's rule", () => {
    // « Le locateur d'un logement peut en évincer le locataire pour subdiviser le logement,
    // l'agrandir substantiellement ou en changer l'affectation »: the landlord notifies (TAL-815A),
    // the tenant answers (TAL-826A), whichever guide the answer chose.
    expect(tied('1959')).toEqual(['TAL-815A landlord', 'TAL-826A tenant']);
  });

  it("ties art. 1908's deposit of the rent, once authorized, to the article's rule", () => {
    // « … peut déposer son loyer au greffe du tribunal s'il obtient l'autorisation de celui-ci »:
    // the application for the authorization (TAL-001A), then each month's deposit (TAL-003A).
    expect(tied('1908')).toContain('TAL-003A tenant');
    expect(tied('1908')).toContain('TAL-001A tenant');
  });

  it("ties the landlord's abandonment application to art. 1975 and art. 1938's notices to it", () => {
    expect(tied('1975')).toEqual(['TAL-066A landlord']);
    expect(tied('1938')).toEqual(['TAL-804A tenant', 'TAL-803A tenant']);
  });
});

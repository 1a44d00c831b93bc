import type { Source } from '@lexlogis/contracts';
import { describe, expect, it } from 'vitest';
import { makeGuide } from '../test/fixture-content';
import { formSource } from '../test/fixture-sources';
import { findArticleForms, findRuleForms, type ArticleFormsInput } from './article-forms';
import type { LookupSources } from './guide-sources';

/** A rooms guide whose only form is the general application, citing art. 1942 among others. */
const rooms = makeGuide({
  id: 'rooms',
  articles: ['1892', '1942'],
  answer: { en: 'Rooms (art. 1892).', fr: 'Chambres (art. 1892).', articles: ['1892'] },
  forms: [{ form: 'TAL-001A', party: 'either', when: { en: 'A dispute.', fr: 'Un différend.' } }],
});

/** The catalogue's forms resting on the asked articles, as the knowledge base's lookup gives them. */
const RESTING: Record<string, string[]> = {
  '1942': ['TAL-806A', 'TAL-819A'],
  '1945': ['TAL-810A'],
};
const lookup: LookupSources = async (refs) =>
  (refs.formsOn ?? []).flatMap((article) => (RESTING[article] ?? []).map(formSource));

function read(overrides: Partial<ArticleFormsInput> = {}): ArticleFormsInput {
  return {
    guides: [{ guide: rooms, matched: ['maison de chambres'] }],
    role: 'landlord',
    sources: [formSource('TAL-001A')],
    searchedArticles: ['1892', '1942', '1936'],
    lang: 'fr',
    ...overrides,
  };
}

const ids = (forms: readonly Source[]) => forms.map((form) => (form as { formId?: string }).formId);

describe('the asker’s form for the article the question turns on', () => {
  it('names the landlord’s notice resting on art. 1942 when the guide offers only TAL-001A', async () => {
    expect(ids(await findArticleForms(read(), lookup))).toEqual(['TAL-806A', 'TAL-819A']);
  });

  it('gives a tenant none of the landlord’s notices', async () => {
    expect(await findArticleForms(read({ role: 'tenant' }), lookup)).toEqual([]);
  });

  it('adds nothing when a guide form of the asker already rests on an article', async () => {
    const renewal = makeGuide({
      id: 'renewal',
      articles: ['1942', '1945'],
      forms: [{ form: 'TAL-810A', party: 'tenant', when: { en: 'Answer.', fr: 'Répondre.' } }],
    });
    const input = read({
      guides: [{ guide: renewal, matched: [] }],
      role: 'tenant',
      sources: [formSource('TAL-810A')],
      searchedArticles: ['1945', '1942'],
    });
    expect(await findArticleForms(input, lookup)).toEqual([]);
  });

  it('names the form of search’s first article when the guide’s own form rests on another', async () => {
    // The no-written-lease guide offers TAL-002A (art. 1950); the month-to-month tenant's notice
    // (art. 1946) is what search ranks first and the Summary states.
    const leaseCopy = makeGuide({
      id: 'lease-copy',
      articles: ['1895', '1950'],
      forms: [{ form: 'TAL-002A', party: 'either', when: { en: 'Rent.', fr: 'Loyer.' } }],
    });
    const restingOn: Record<string, string> = { '1946': 'TAL-807A', '1960': 'TAL-811A' };
    const lookupTenant: LookupSources = async (refs) =>
      (refs.formsOn ?? []).flatMap((article) =>
        restingOn[article] ? [formSource(restingOn[article])] : [],
      );
    const input = read({
      guides: [{ guide: leaseCopy, matched: [] }],
      role: 'tenant',
      sources: [formSource('TAL-002A')],
      searchedArticles: ['1946', '1960'],
      leadArticles: ['1946', '1960'],
    });
    expect(ids(await findArticleForms(input, lookupTenant))).toEqual(['TAL-807A']);
    // Beside a guide's own form, search's second article is not read: it is most often a
    // neighbouring rule's, whose forms are another situation's.
    const second = { ...input, searchedArticles: ['1895', '1946'], leadArticles: ['1895', '1946'] };
    expect(await findArticleForms(second, lookupTenant)).toEqual([]);
    // Unless its note opens the Summary: the Summary says that article decides the question.
    const opening = { ...second, leadArticles: ['1946', '1895'] };
    expect(ids(await findArticleForms(opening, lookupTenant))).toEqual(['TAL-807A']);
  });

  it('names an application either party files when it rests on the article, never the general one', async () => {
    // A new tenant who pays more than the lowest rent of the last 12 months (art. 1950): the
    // catalogue's TAL-002A is the applicant's, lessor or lessee, and rests on arts. 1947 and 1950.
    const unpaid = makeGuide({
      id: 'unpaid',
      articles: ['1855', '1950'],
      forms: [{ form: 'TAL-805A', party: 'tenant', when: { en: 'Deposit.', fr: 'Dépôt.' } }],
    });
    const lookup1950: LookupSources = async (refs) =>
      (refs.formsOn ?? []).includes('1950') ? [formSource('TAL-002A'), formSource('TAL-001A')] : [];
    const input = read({
      guides: [{ guide: unpaid, matched: [] }],
      role: 'tenant',
      sources: [formSource('TAL-805A')],
      searchedArticles: ['1950', '1896'],
      leadArticles: ['1950'],
    });
    expect(ids(await findArticleForms(input, lookup1950))).toEqual(['TAL-002A']);
    expect(ids(await findArticleForms({ ...input, role: undefined }, lookup1950))).toEqual([
      'TAL-002A',
    ]);
  });

  it('reads only search’s two best articles, and only those the guides cite', async () => {
    expect(
      await findArticleForms(read({ searchedArticles: ['1892', '1936', '1942'] }), lookup),
    ).toEqual([]);
    expect(await findArticleForms(read({ searchedArticles: ['1945', '1892'] }), lookup)).toEqual(
      [],
    );
  });

  it('reads an article whose note the Summary states as the question’s, though no guide cites it', async () => {
    const tenantOf1945 = read({ role: 'tenant', searchedArticles: ['1945', '1892'] });
    const lookupTenant: LookupSources = async (refs) =>
      (refs.formsOn ?? []).includes('1945') ? [formSource('TAL-810A')] : [];
    expect(await findArticleForms(tenantOf1945, lookupTenant)).toEqual([]);
    expect(
      ids(await findArticleForms({ ...tenantOf1945, leadArticles: ['1945'] }, lookupTenant)),
    ).toEqual(['TAL-810A']);
  });

  it('names a guide’s form serving the rule of the article the Summary opens on', async () => {
    // The catalogue rests TAL-005A on no article; the end-of-lease guide ties it to art. 1889.
    const evict = { form: 'TAL-005A', party: 'landlord' as const, rule: '1889' };
    const ruleForms = (article: string) =>
      article === '1889' ? [{ ...evict, when: { en: 'Evict.', fr: 'Expulser.' } }] : [];
    const byId: LookupSources = async (refs) => refs.forms.map(formSource);
    const input = read({ leadArticles: ['1889'], searchedArticles: ['1889'] });
    expect(ids(await findArticleForms(input, byId, ruleForms))).toEqual(['TAL-005A']);
    expect(await findArticleForms({ ...input, role: 'tenant' }, byId, ruleForms)).toEqual([]);
    // Not to an asker whose party is not known: the guide gives it to the landlord alone.
    expect(await findArticleForms({ ...input, role: undefined }, byId, ruleForms)).toEqual([]);
    // An occupant is on no lease.
    expect(await findArticleForms({ ...input, role: 'occupant' }, byId, ruleForms)).toEqual([]);
  });

  it('ties the general application to a rule that gives one party a recourse, with or without a guide', async () => {
    // Art. 1861: the landlord may turn to the tenant at fault; no form rests on the article.
    const general = { form: 'TAL-001A', when: { en: 'Apply.', fr: 'Demander.' } };
    const ruleForms = (article: string) =>
      article === '1861'
        ? [
            { ...general, party: 'either' as const },
            { ...general, party: 'landlord' as const, rule: '1861' },
          ]
        : [];
    const byId: LookupSources = async (refs) => refs.forms.map(formSource);
    const lead = { leadArticles: ['1861'], lang: 'fr' as const };
    expect(ids(await findRuleForms({ ...lead, role: 'landlord' }, byId, ruleForms))).toEqual([
      'TAL-001A',
    ]);
    expect(await findRuleForms({ ...lead, role: 'tenant' }, byId, ruleForms)).toEqual([]);
    // The general application serves whichever party has the recourse: an unknown asker gets it.
    expect(ids(await findRuleForms({ ...lead, role: undefined }, byId, ruleForms))).toEqual([
      'TAL-001A',
    ]);
    // Not for another article the Summary opens on, nor when a guide already lists it.
    expect(
      await findRuleForms({ ...lead, leadArticles: ['1860'], role: 'landlord' }, byId, ruleForms),
    ).toEqual([]);
    expect(
      await findRuleForms({ ...lead, role: 'landlord' }, byId, ruleForms, new Set(['TAL-001A'])),
    ).toEqual([]);
  });

  it('reads the Summary’s second article for the forms a guide ties to its own rule only', async () => {
    // A seniors' residence's change of use: art. 1955.1's rent first, art. 1959.2's eviction next.
    const when = { en: 'Notice.', fr: 'Avis.' };
    const ruleForms = (article: string) =>
      article === '1959.2'
        ? [
            { form: 'TAL-815A', party: 'landlord' as const, rule: '1959.2', when },
            // A form of the guide whose answer opens on the article, tied to no rule.
            { form: 'TAL-145A', party: 'landlord' as const, when },
          ]
        : [];
    const byId: LookupSources = async (refs) => refs.forms.map(formSource);
    const input = {
      leadArticles: ['1955.1', '1959.2'],
      lang: 'fr' as const,
      role: 'landlord' as const,
    };
    expect(ids(await findRuleForms(input, byId, ruleForms))).toEqual(['TAL-815A']);
    expect(await findRuleForms({ ...input, role: 'tenant' }, byId, ruleForms)).toEqual([]);
  });
});

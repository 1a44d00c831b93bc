import { foldAccents } from '../lib/fold-accents';
import type { Source } from '@lexlogis/contracts';
import { listSourceArticles, type LookupSources } from './guide-sources';

/**
 * A lease the question says runs longer than the law allows: art. 1880 caps every lease at 100
 * years and reduces a longer term to 100 years. The term is read only from a stated number of
 * years beside the lease ("a 150-year lease", "can a lease be 110 yrs", « un bail de 120 ans »),
 * never from an age or a building's age. Such questions are usually about land or a roof, which
 * the guides (written for a dwelling) do not answer, and search often ranks art. 1880 below the
 * articles that share the question's other words (round 28: 3 development answers missed it).
 */
export const LEASE_TERM_CAP_ARTICLE = '1880';
const CAP_YEARS = 100;

const YEARS = /\b(\d{3,4})\s*-?\s*(?:years?|yrs?|ans|annees)\b(?!\s*(?:old|ago|d'age|plus\s+tot))/g;
const LEASE = /\b(?:lease|leases|leased|leasing|bail|baux|louer|loue|location)\b/;

export function statesLeaseBeyondCap(question: string): boolean {
  const text = foldAccents(question).toLowerCase().replace(/[’]/g, "'");
  if (!LEASE.test(text)) return false;
  return [...text.matchAll(YEARS)].some((match) => Number(match[1]) > CAP_YEARS);
}

/** Search's lead articles with art. 1880 first when the question states such a term. */
export function leadWithTermCap(lead: readonly string[], question: string): string[] {
  if (!statesLeaseBeyondCap(question)) return [...lead];
  return [LEASE_TERM_CAP_ARTICLE, ...lead.filter((article) => article !== LEASE_TERM_CAP_ARTICLE)];
}

/** The sources with art. 1880 fetched when it leads and search did not return it. */
export async function ensureTermCapSource(
  sources: Source[],
  lead: readonly string[],
  lookup: LookupSources | undefined,
  lang: 'en' | 'fr',
): Promise<Source[]> {
  if (!lookup || lead[0] !== LEASE_TERM_CAP_ARTICLE) return sources;
  if (listSourceArticles(sources).includes(LEASE_TERM_CAP_ARTICLE)) return sources;
  const found = await lookup({ articles: [LEASE_TERM_CAP_ARTICLE], forms: [] }, lang);
  return [...sources, ...found];
}

import {
  findNotDwelling,
  isMovablePattern,
  loadNotDwellingRule,
} from '../kb/retrieval/excluded-situation';
import type { Source } from '@lexlogis/contracts';
import { EXCLUSION_ARTICLE } from '../lib/article-numbers';
import type { AnswerGuide, AnswerInput, ExcludedSituationNote } from './answer-types';

/**
 * What an answer about a lease the dwelling-lease rules do not govern leaves out. Art. 1892
 * para. 3's leases (a vacation rental, a hotel room, a room in the lessor's residence…) and the
 * lease of a thing that is not a dwelling at all (a parking spot or storage space leased on its
 * own, a warehouse, a movable) follow the general rules of lease, arts. 1851–1891: the rules of
 * arts. 1893–2000 (the right to maintain occupancy, renewal of right, the notices of art. 1942,
 * the Tribunal's forms) stated to such a person would be wrong.
 */

const NOT_DWELLING = loadNotDwellingRule();

/** Arts. 1893–2000: the rules only a dwelling lease has (art. 1892 itself says which leases). */
export function isDwellingOnlyArticle(article: string): boolean {
  const number = Number.parseFloat(article);
  return number >= 1893 && number <= 2000;
}

/** True when the lease is one the dwelling-lease rules may not govern. */
export function isExcludedLease(input: Pick<AnswerInput, 'excludedSituation'>): boolean {
  return Boolean(input.excludedSituation);
}

/** Articles an answer about an excluded lease may state: none of the dwelling-only ones. */
export function keepForExcludedLease(
  input: Pick<AnswerInput, 'excludedSituation'>,
  articles: readonly string[],
): boolean {
  return !isExcludedLease(input) || !articles.some(isDwellingOnlyArticle);
}

/**
 * The guides an answer about an excluded lease may rest on: those whose direct answer states no
 * dwelling-only rule, and the one on art. 1892's cases (its answer names art. 1936 only as a
 * protection those leases may not have). Not a guide about a dwelling-only matter (renewal,
 * repossession, a mobile home's land), nor one that says the dwelling rules apply (a presumed
 * lease, art. 1936). A kept guide's dwelling-only rules, conditions and forms are left out
 * where the composer states them.
 */
export function keepGuidesForLease(
  guides: AnswerGuide[],
  excluded: ExcludedSituationNote | null,
): AnswerGuide[] {
  if (!excluded) return guides;
  // The guides are written for a dwelling (« le logement », the Tribunal); the one on art.
  // 1892's cases is about rooms, mobile homes and para. 3's leases. A garage, a warehouse or
  // business premises get the general rules search finds, and none of them.
  if (excluded.situation === 'not-a-dwelling') return [];
  return guides.filter(({ guide }) => {
    const articles = guide.answer.articles;
    const dwellingOnly = articles.filter(isDwellingOnlyArticle).length;
    return dwellingOnly === 0 || (articles.includes(EXCLUSION_ARTICLE) && dwellingOnly === 1);
  });
}

const TRIBUNAL_STEP = /\bTAL-\d{3}[A-Z]?\b|\bTribunal\b/;

type Guide = AnswerGuide['guide'];

/**
 * The cases of art. 1892 para. 3 that are a room (3°: a room in a hotel establishment; 4°: a room
 * in the lessor's principal residence, with the paragraph's conditions): a room that is not one of
 * them is a dwelling lease art. 1892 itself brings under the rules.
 */
const ROOM_CASES: ReadonlySet<string> = new Set(['hotel-room', 'landlord-primary-residence']);

/**
 * Whether a guide's forms and Tribunal steps stand for a lease the dwelling-lease rules may not
 * govern. Such a lease goes to the ordinary courts, not the Tribunal administratif du logement,
 * whose forms serve a dwelling lease (the catalogue's TAL-001A starts "any recourse at the
 * Tribunal administratif du logement"): none fits the asker. Except the forms of the guide on the
 * leases art. 1892 brings under the dwelling rules (a room, a mobile home's land), for a room read
 * as one of para. 3's: whether this room is a hotel's or the lessor's own home, or a room the rules
 * govern, is the dispute its TAL-001A brings to the Tribunal, and its notices are those of a room
 * the rules govern. A cottage or premises used for another purpose is no room: none of them.
 * The one rule for every form an answer names: the guides' forms, steps and conditions (here);
 * search's and the articles' forms, none (`isExcludedLease`).
 */
export function keepsFormsForLease(
  guide: Guide,
  excluded: ExcludedSituationNote | null | undefined,
): boolean {
  if (!excluded) return true;
  return guide.answer.articles.includes(EXCLUSION_ARTICLE) && ROOM_CASES.has(excluded.situation);
}

/**
 * A guide as an answer about such a lease may state it: without its forms and without the steps
 * and conditions that file a form or bring the matter to the Tribunal, unless its forms stand
 * (`keepsFormsForLease`).
 */
export function keepGuidePartsForLease(
  guide: Guide,
  excluded: ExcludedSituationNote | null | undefined,
): Guide {
  if (keepsFormsForLease(guide, excluded)) return guide;
  const saysTribunal = (part: { en: string; fr: string }) =>
    TRIBUNAL_STEP.test(`${part.en} ${part.fr}`);
  return {
    ...guide,
    forms: [],
    steps: guide.steps.filter((step) => !saysTribunal(step)),
    conditions: guide.conditions.filter((condition) => !saysTribunal(condition)),
  };
}

/** The answer's guides, each as `keepGuidePartsForLease` leaves it. */
export function keepAnswerGuidesForLease(
  guides: readonly AnswerGuide[] | undefined,
  excluded: ExcludedSituationNote | null | undefined,
): AnswerGuide[] {
  return (guides ?? []).map((chosen) => ({
    ...chosen,
    guide: keepGuidePartsForLease(chosen.guide, excluded),
  }));
}

/**
 * Search's articles whose notes may lead the Summary of such a lease: not art. 1892, whose
 * effect the excluded-situation note states, so the general rule asked about leads (its own note
 * names art. 1974, a dwelling-only article such an answer does not show, so it is never stated).
 */
export function keepLeadResults<T extends { source: Source }>(
  results: readonly T[],
  excluded: ExcludedSituationNote | null,
): T[] {
  if (!excluded) return [...results];
  return results.filter(
    ({ source }) => !('article' in source) || source.article !== EXCLUSION_ARTICLE,
  );
}

/**
 * The sources whose delays an answer about such a lease may work out: art. 1942's notices or art.
 * 1974's resiliation listed under "Deadlines" would tell a garage's tenant a dwelling's delay.
 */
export function keepSourcesForLease(
  sources: readonly Source[],
  excluded: ExcludedSituationNote | null | undefined,
): Source[] {
  if (!excluded) return [...sources];
  return keepResultsForLease(
    sources.map((source) => ({ source })),
    excluded,
  ).map(({ source }) => source);
}

/** Search's results less the dwelling-only articles, for a lease those rules may not govern. */
export function keepResultsForLease<T extends { source: Source }>(
  results: readonly T[],
  excluded: ExcludedSituationNote | null,
): T[] {
  if (!excluded) return [...results];
  return results.filter(({ source }) => {
    const article = source.type === 'LAW' || source.type === 'MODIFIED_LAW' ? source.article : '';
    return !article || !isDwellingOnlyArticle(article);
  });
}

/** A lease of a thing the question's words say is not a dwelling, as an excluded situation. */
export function readNotDwelling(question: string): ExcludedSituationNote | null {
  const found = findNotDwelling(NOT_DWELLING, question);
  if (!found) return null;
  const movable = isMovablePattern(found.pattern);
  return { situation: 'not-a-dwelling', origin: 'question', matched: found.words, movable };
}

/**
 * The lease of an immovable that is not a dwelling (a garage, land, a warehouse, business
 * premises): arts. 1851–1891 govern it, so it is a question of lease law even when it names a
 * boat or tools. A movable's lease (a car) is left to the question's words.
 */
export function isLeaseOfImmovable(excluded: ExcludedSituationNote | null | undefined): boolean {
  return excluded?.situation === 'not-a-dwelling' && excluded.movable === false;
}

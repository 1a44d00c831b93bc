import type { StatedAnswers } from '@lexlogis/contracts';
import type { SituationGuide } from '../../kb/content/content-schema';

/**
 * What makes a decision similar to a conversation (issue 11): the words of its questions, the
 * matched situation guide's title and concepts, the questionnaire's kind of dwelling, searched
 * with the knowledge base's bilingual analysis; and the Civil Code articles the answer quotes,
 * when a decision cites them.
 */
export type SimilarityInput = {
  /** The conversation's questions, newest first. */
  questions: readonly string[];
  questionnaire: StatedAnswers | null;
  /** Articles of the answer's LAW and MODIFIED_LAW sources. */
  articles: readonly string[];
  /** The situation guide the answer followed, if any. */
  guide: Pick<SituationGuide, 'title' | 'appliesTo'> | null;
};

const MAX_QUERY_CHARS = 1500;
/** A guide's first concepts name the situation; the later ones are rarer ways of saying it. */
const GUIDE_CONCEPTS = 5;
/** Each article a decision shares with the answer adds this much to its relevance (at most 2). */
const ARTICLE_BONUS = 0.15;
const MAX_SHARED_ARTICLES = 2;
/** A decision of a kind of claim the guide's situation leads to adds this much. */
const CLAIM_TYPE_BONUS = 0.25;
/**
 * A decision far below the best match is not similar, it only shares a few words; a shared kind
 * of claim alone is not enough either.
 */
const MIN_RELEVANCE = 0.3;

/**
 * The kinds of claim (the corpus's `claim_type`) each situation guide's disputes are filed as.
 * Classification only: it says which decisions to look at, never how they ended.
 */
const GUIDE_CLAIM_TYPES: Record<string, readonly string[]> = {
  'rent-increase-renewal': ['rent_fixing'],
  'rent-fixing-tribunal': ['rent_fixing'],
  'new-building-rent': ['rent_fixing'],
  'rent-increase-fixed-term': ['rent_fixing'],
  repossession: ['repossession'],
  'seniors-65-protection': ['repossession', 'eviction'],
  'eviction-subdivide-enlarge-change-use': ['eviction'],
  repairs: ['dwelling_condition', 'rent_reduction'],
  'unfit-unsanitary': ['dwelling_condition', 'rent_reduction'],
  heating: ['dwelling_condition', 'rent_reduction'],
  pests: ['dwelling_condition', 'rent_reduction'],
  'major-works-evacuation': ['major_works'],
  'sublet-assignment': ['assignment_sublease', 'sublet_airbnb'],
  'early-termination-violence': ['lease_termination'],
  'early-termination-low-rental': ['lease_termination', 'low_rental_relocation'],
  'early-termination-disability': ['lease_termination'],
  'early-termination-seniors-residence': ['lease_termination'],
  'low-rental-housing': ['low_rental_eligibility', 'low_rental_relocation'],
  'unpaid-rent': ['rent_nonpayment', 'resiliation_nonpayment'],
  'late-rent': ['rent_nonpayment', 'resiliation_nonpayment'],
  'peaceful-enjoyment-harassment': ['peaceable_enjoyment', 'harassment'],
  'end-of-lease-condition': ['damages'],
};

/** The claim types of the guide an answer followed (none without a guide). */
export function listGuideClaimTypes(guideId: string | null): string[] {
  return guideId ? [...(GUIDE_CLAIM_TYPES[guideId] ?? [])] : [];
}

/** The dwelling kinds with their own rules and decisions (HLM, seniors, students, mobile homes). */
function describeQuestionnaire(answers: StatedAnswers | null): string[] {
  const words: string[] = [];
  if (answers?.buildingType === 'llm') words.push('logement à loyer modique');
  if (answers?.buildingType === 'university') words.push('résidence étudiante');
  if (answers?.buildingType === 'mobile-home') words.push('maison mobile');
  if (answers?.tenant65Over) words.push('aîné');
  return words;
}

/** The text searched for similar decisions. */
export function buildSimilarityQuery(input: SimilarityInput): string {
  const parts = [...input.questions];
  if (input.guide) {
    const { title, appliesTo } = input.guide;
    parts.push(title.fr, ...appliesTo.concepts.fr.slice(0, GUIDE_CONCEPTS));
  }
  parts.push(...describeQuestionnaire(input.questionnaire));
  return parts.join('. ').slice(0, MAX_QUERY_CHARS);
}

export type SimilarCandidate = {
  id: string;
  score: number;
  shared_articles: number;
  /** The decision's claim type is one of the guide's. */
  same_claim_type: boolean;
};

/**
 * Relevance: the text score relative to the best candidate's, plus a bonus per article shared
 * with the answer and one for a claim of the guide's kind. Candidates under MIN_RELEVANCE are dropped; ties keep a stable id order.
 */
export function rankSimilarDecisions<T extends SimilarCandidate>(
  candidates: readonly T[],
  limit: number,
): Array<T & { relevance: number }> {
  const best = Math.max(0, ...candidates.map((candidate) => candidate.score));
  return candidates
    .map((candidate) => ({
      ...candidate,
      relevance:
        (best > 0 ? candidate.score / best : 0) +
        ARTICLE_BONUS * Math.min(candidate.shared_articles, MAX_SHARED_ARTICLES) +
        (candidate.same_claim_type ? CLAIM_TYPE_BONUS : 0),
    }))
    .filter((candidate) => candidate.relevance >= MIN_RELEVANCE)
    .sort((left, right) => right.relevance - left.relevance || left.id.localeCompare(right.id))
    .slice(0, limit);
}

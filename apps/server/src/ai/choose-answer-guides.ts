import type { Source } from '@lexlogis/contracts';
import type { GuideMatchInput } from '../kb/content/match-guides';
import type { AnswerGuide, ExcludedSituationNote } from './answer-types';
import { keepGuidesForLease, keepLeadResults } from './dwelling-only';
import { findAnswerGuides, type MatchGuides } from './guide-sources';
import {
  hasOwnCauseOfLeaving,
  isRepossessionArticle,
  keepGuidesForLeaving,
  LEASE_TERM_GUIDE,
} from './own-leaving';

/** What the question says about the lease and the asker that decides which guides may answer. */
export type GuideChoice = {
  excludedSituation: ExcludedSituationNote | null;
  /** A month-to-month tenant who is leaving (own-leaving.ts). */
  leaving: boolean;
};

/**
 * The guides an answer rests on. A lease the dwelling-lease rules may not govern is answered
 * without their guides; a month-to-month tenant who is leaving gets the lease-term guide first
 * and not the landlord's repossession, unless a cause of leaving the law gives its own rule (art.
 * 1974's, 1974.1's, 1976's) keeps its guide first.
 */
export function chooseAnswerGuides(
  matchGuides: MatchGuides | undefined,
  input: GuideMatchInput,
  { excludedSituation, leaving }: GuideChoice,
): AnswerGuide[] {
  const matched = findAnswerGuides(matchGuides, input);
  const guides =
    leaving && !hasOwnCauseOfLeaving(matched)
      ? findAnswerGuides(matchGuides, { ...input, leadGuide: LEASE_TERM_GUIDE })
      : matched;
  return keepGuidesForLeaving(keepGuidesForLease(guides, excludedSituation), leaving);
}

/** Search's results whose notes may lead the Summary, for the same lease and asker. */
export function keepLeadCandidates<T extends { source: Source }>(
  results: readonly T[],
  { excludedSituation, leaving }: GuideChoice,
): T[] {
  return keepLeadResults(results, excludedSituation).filter(
    ({ source }) =>
      !leaving || !('article' in source) || !isRepossessionArticle(source.article ?? ''),
  );
}

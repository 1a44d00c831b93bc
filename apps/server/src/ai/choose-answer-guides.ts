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

/**
 * Articles whose every rule in the chosen guides is another party's remedy (art. 1861: a tenant
 * disturbed by another tenant), for an asker whose role is known: the note of such an article
 * answers the other party (round 26: a landlord asking about a noisy tenant read art. 1861's
 * tenant remedy first, where art. 1860 decides for the landlord).
 */
function listOtherPartyArticles(
  guides: readonly AnswerGuide[],
  role: GuideMatchInput['role'],
): Set<string> {
  if (!role) return new Set();
  const rules = guides.flatMap(({ guide }) => guide.rules ?? []);
  const forAsker = new Set(
    rules.filter((rule) => !rule.roles || rule.roles.includes(role)).map((rule) => rule.article),
  );
  return new Set(rules.filter((rule) => !forAsker.has(rule.article)).map((rule) => rule.article));
}

/** Search's results whose notes may lead the Summary, for the same lease and asker. */
export function keepLeadCandidates<T extends { source: Source }>(
  results: readonly T[],
  { excludedSituation, leaving }: GuideChoice,
  guides: readonly AnswerGuide[] = [],
  role?: GuideMatchInput['role'],
): T[] {
  const otherParty = listOtherPartyArticles(guides, role);
  return keepLeadResults(results, excludedSituation).filter(({ source }) => {
    const article = 'article' in source ? (source.article ?? '') : '';
    return !otherParty.has(article) && (!leaving || !isRepossessionArticle(article));
  });
}

import {
  detectExcludedSituation,
  findNotDwelling,
  loadExcludedSituationRules,
  loadNotDwellingRule,
} from '../kb/retrieval/excluded-situation';

let detectors:
  | {
      rules: ReturnType<typeof loadExcludedSituationRules>;
      notDwelling: ReturnType<typeof loadNotDwellingRule>;
    }
  | undefined;

/**
 * The kind of lease a question names that the dwelling rules do not govern, as the composer
 * reads it: an art. 1892 para. 3 situation, else 'not-a-dwelling' for a thing that is not one.
 */
export function detectAnyExcludedLease(question: string): string | undefined {
  detectors ??= { rules: loadExcludedSituationRules(), notDwelling: loadNotDwellingRule() };
  const situation = detectExcludedSituation(detectors.rules, question);
  if (situation) return situation.situation;
  return findNotDwelling(detectors.notDwelling, question) ? 'not-a-dwelling' : undefined;
}

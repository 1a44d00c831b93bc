import type { QuestionnaireUserType } from '@lexlogis/contracts';
import type { GuideRule, SituationGuide } from './content-schema';
import { createPhraseFinder, type QuestionWords } from './match-words';

/** More than two specific rules would bury the direct answer they complete. */
export const MAX_RULES = 2;

/**
 * The guide rules a question triggers, most specific first: a rule is triggered when all the
 * content words of one of its phrases (English or French: "HLM" is said in both) occur in the
 * question; a longer phrase found says more about the question than a short one. A rule that is
 * one party's remedy is left out when the asker is known to be another party.
 */
export function selectGuideRules(
  guide: SituationGuide,
  question: string | QuestionWords,
  role?: QuestionnaireUserType | null,
  max = MAX_RULES,
): GuideRule[] {
  const rules = (guide.rules ?? []).filter((rule) => isRuleForRole(rule, role));
  if (rules.length === 0) return [];
  const find = createPhraseFinder(question);
  const scored = rules
    .map((rule, index) => {
      const lengths = (['en', 'fr'] as const).flatMap((lang) =>
        rule.triggers[lang].map((trigger) => find(trigger, lang)),
      );
      return { rule, index, score: Math.max(0, ...lengths) };
    })
    .filter((entry) => entry.score > 0);
  scored.sort((left, right) => right.score - left.score || left.index - right.index);
  const picked: GuideRule[] = [];
  for (const { rule } of scored) {
    // One statement per article: two triggers of the same article say the same thing.
    if (picked.some((other) => other.article === rule.article)) continue;
    picked.push(rule);
    if (picked.length === max) break;
  }
  return picked;
}

export function isRuleForRole(rule: GuideRule, role: QuestionnaireUserType | null | undefined) {
  return !role || !rule.roles || rule.roles.includes(role);
}

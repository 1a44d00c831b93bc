import type { QuestionnaireUserType } from '@lexlogis/contracts';
import type { GuideRule, SituationGuide } from './content-schema';
import { contentWords, isQuantityWord, isWordInQuestion, type QuestionWords } from './match-words';
import { MAX_RULES, isRuleForRole } from './select-rules';
import type { AskedMatcher } from './asked-match';

/**
 * What the asked questions (asked-match.ts) say about a guide: the articles whose asked
 * questions are closest to the question are the articles it is about, so a guide whose answer
 * rests on them is likelier the situation asked about than one that only shares the question's
 * words, and the guide's rule for such an article is the narrower question asked (issue 10,
 * round 19: decisions.md).
 */

/**
 * What the asked questions add to a guide's word score, per unit (its deciding article ranked
 * first by them), and at most: they confirm a reading of the words and never make a guide
 * alone (only a guide whose words were found gains). Measured on the eight development sets:
 * 0.5, 1, 1.5 and 2 gave 810, 818, 825 and 826 of 1,004 (bench/RESULTS.md, round 19); a
 * cap of 2.5 changed nothing.
 */
export const ASKED_WEIGHT = 1.5;
const ASKED_CAP = 1.5;
/** How deep in the asked ranking an article names the guide's rule the question turns on. */
const ASKED_RULE_DEPTH = 1;

function rankWeight(rank: number): number {
  return 1 / (1 + rank / 2);
}

/**
 * The score the asked questions add to a guide: its deciding articles among the closest ones,
 * weighted by rank. A sum, not the best rank alone: several of a guide's articles close to the
 * question say more than one (measured, the best rank alone lost 6 answers).
 */
export function scoreAskedEvidence(guide: SituationGuide, ranked: readonly string[]): number {
  const deciding = ranked.reduce(
    (sum, article, rank) =>
      guide.answer.articles.includes(article) ? sum + rankWeight(rank) : sum,
    0,
  );
  return ASKED_WEIGHT * Math.min(ASKED_CAP, deciding);
}

/**
 * A rule is one paragraph of its article, often a special case (a room, a co-operative): the
 * asked questions name the article, so the question must also name part of the rule's own
 * situation, one word of its triggers that is neither a number nor a word of most questions
 * ("tenant's job" is not named by "tenant").
 */
function namesPartOfRule(rule: GuideRule, question: QuestionWords, asked: AskedMatcher): boolean {
  return (['en', 'fr'] as const).some((lang) =>
    rule.triggers[lang].some((trigger) =>
      contentWords(trigger, lang).some(
        (word) =>
          !isQuantityWord(word) && !asked.isCommonWord(word) && isWordInQuestion(word, question),
      ),
    ),
  );
}

/**
 * The guide's rules the question's words triggered, and then its rule for the article the
 * asked questions rank first, when the question names part of that rule's situation: the
 * words often miss how people say the narrower case (a plumber at 6:30 a.m. for art. 1933's
 * hours of work). Never more than `MAX_RULES`, one per article.
 */
export function addAskedRules(
  guide: SituationGuide,
  triggered: readonly GuideRule[],
  read: { asked: readonly string[]; question: QuestionWords },
  asked: AskedMatcher,
  role: QuestionnaireUserType | null | undefined,
): GuideRule[] {
  const top = read.asked.slice(0, ASKED_RULE_DEPTH);
  const rules = [...triggered];
  for (const rule of guide.rules ?? []) {
    if (rules.length >= MAX_RULES) break;
    if (!top.includes(rule.article) || !isRuleForRole(rule, role)) continue;
    if (rules.some((other) => other.article === rule.article)) continue;
    if (namesPartOfRule(rule, read.question, asked)) rules.push(rule);
  }
  return rules;
}

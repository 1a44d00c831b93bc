import { readFileSync } from 'node:fs';
import type { ExcludedSituation, KbExcludedSituation } from '@lexlogis/contracts';
import { EXCLUDED_SITUATIONS } from '@lexlogis/contracts';
import { z } from 'zod';
import { EXCLUSION_ARTICLE } from '../../lib/article-numbers';
import { tokenize } from './glossary';

const expressionsSchema = z.array(z.string().min(1));
const situationsSchema = z.object({
  situations: z.array(
    z.object({
      situation: z.enum(EXCLUDED_SITUATIONS).exclude(['none']),
      paragraph: z.string().min(1),
      expressions: expressionsSchema,
      unless: expressionsSchema.optional(),
    }),
  ),
  notDwelling: z.object({ expressions: expressionsSchema, unless: expressionsSchema.optional() }),
});

/** Each expression's parts ("chambre chez + salle de bain" needs both), each part's words. */
type Tokenized = { tokens: string[][][]; unlessTokens: string[][][] };
type SituationRule = z.infer<typeof situationsSchema>['situations'][number] & Tokenized;
/** Words of a lease of a thing that is not a dwelling at all (no art. 1892 paragraph). */
export type NotDwellingRule = { expressions: string[] } & Tokenized;

export const DEFAULT_EXCLUDED_SITUATIONS_URL = new URL(
  '../resources/excluded-situations.json',
  import.meta.url,
);

function readSituations(url: URL) {
  return situationsSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
}

function splitParts(expression: string): string[][] {
  return expression.split(' + ').map(tokenize);
}

function tokenizeRule<T extends { expressions: string[]; unless?: string[] }>(rule: T) {
  return {
    ...rule,
    tokens: rule.expressions.map(splitParts),
    unlessTokens: (rule.unless ?? []).map(splitParts),
  };
}

export function loadExcludedSituationRules(
  url: URL = DEFAULT_EXCLUDED_SITUATIONS_URL,
): SituationRule[] {
  return readSituations(url).situations.map(tokenizeRule);
}

export function loadNotDwellingRule(url: URL = DEFAULT_EXCLUDED_SITUATIONS_URL): NotDwellingRule {
  return tokenizeRule(readSituations(url).notDwelling);
}

function containsSequence(haystack: string[], needle: string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((token, offset) => haystack[start + offset] === token)) return true;
  }
  return false;
}

/**
 * The rule's first expression in the question, unless one of its `unless` expressions is there
 * too: a neighbour's tourist rental, or a hotel paid for during works, is not the asker's lease.
 */
function findExpression(rule: Tokenized, tokens: string[]): number {
  const found = (parts: string[][]) => parts.every((part) => containsSequence(tokens, part));
  if (rule.unlessTokens.some(found)) return -1;
  return rule.tokens.findIndex(found);
}

/**
 * The words of the question that say the thing leased is not a dwelling (a parking spot or a
 * storage space leased on its own, a warehouse, a workshop, a movable), when they are there.
 */
export function detectNotDwelling(rule: NotDwellingRule, question: string): string | undefined {
  const index = findExpression(rule, tokenize(question));
  return index >= 0 ? rule.expressions[index] : undefined;
}

/**
 * Art. 1892 para. 3: the dwelling-lease rules do not apply to a vacation rental, premises more
 * than a third non-residential, a hotel room, a room in the lessor's main residence (at most
 * two rented, no separate exit or sanitary facilities) or a room in a health and social
 * services institution. The questionnaire answer wins; otherwise the question's own words
 * may suggest one, which is reported as a possibility for the answer to check.
 */
export function detectExcludedSituation(
  rules: readonly SituationRule[],
  question: string,
  answered?: ExcludedSituation | null,
): KbExcludedSituation | null {
  if (answered && answered !== 'none') {
    const rule = rules.find((candidate) => candidate.situation === answered);
    return {
      situation: answered,
      origin: 'questionnaire',
      article: EXCLUSION_ARTICLE,
      paragraph: rule?.paragraph ?? '',
    };
  }
  const tokens = tokenize(question);
  for (const rule of rules) {
    const index = findExpression(rule, tokens);
    if (index >= 0) {
      return {
        situation: rule.situation,
        origin: 'question',
        article: EXCLUSION_ARTICLE,
        paragraph: rule.paragraph,
        matched: rule.expressions[index],
      };
    }
  }
  return null;
}

import { readFileSync } from 'node:fs';
import type { ExcludedSituation, KbExcludedSituation } from '@lexlogis/contracts';
import { EXCLUDED_SITUATIONS } from '@lexlogis/contracts';
import { z } from 'zod';
import { EXCLUSION_ARTICLE } from '../../lib/article-numbers';
import { tokenize } from './glossary';

const situationsSchema = z.object({
  situations: z.array(
    z.object({
      situation: z.enum(EXCLUDED_SITUATIONS).exclude(['none']),
      paragraph: z.string().min(1),
      expressions: z.array(z.string().min(1)),
    }),
  ),
});

type SituationRule = z.infer<typeof situationsSchema>['situations'][number] & {
  tokens: string[][];
};

export const DEFAULT_EXCLUDED_SITUATIONS_URL = new URL(
  '../resources/excluded-situations.json',
  import.meta.url,
);

export function loadExcludedSituationRules(
  url: URL = DEFAULT_EXCLUDED_SITUATIONS_URL,
): SituationRule[] {
  const parsed = situationsSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
  return parsed.situations.map((rule) => ({
    ...rule,
    tokens: rule.expressions.map(tokenize),
  }));
}

function containsSequence(haystack: string[], needle: string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((token, offset) => haystack[start + offset] === token)) return true;
  }
  return false;
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
    const index = rule.tokens.findIndex((needle) => containsSequence(tokens, needle));
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

import { readFileSync } from 'node:fs';
import type { ExcludedSituation, KbExcludedSituation } from '@lexlogis/contracts';
import { EXCLUDED_SITUATIONS } from '@lexlogis/contracts';
import { z } from 'zod';
import { EXCLUSION_ARTICLE } from '../../lib/article-numbers';
import {
  compilePattern,
  findPattern,
  readQuestionWords,
  type PatternMatch,
  type WordPattern,
} from './word-patterns';

const patternsSchema = z.array(z.string().min(1));
const situationsSchema = z.object({
  window: z.number().int().positive(),
  groups: z.record(z.string(), z.array(z.string().min(1))),
  situations: z.array(
    z.object({
      situation: z.enum(EXCLUDED_SITUATIONS).exclude(['none']),
      paragraph: z.string().min(1),
      patterns: patternsSchema,
      unless: patternsSchema.optional(),
    }),
  ),
  notDwelling: z.object({ patterns: patternsSchema, unless: patternsSchema.optional() }),
});

/** A rule's patterns and `unless` patterns, read once. */
type Compiled = { compiled: WordPattern[]; unlessCompiled: WordPattern[] };
type SituationRule = z.infer<typeof situationsSchema>['situations'][number] & Compiled;
/** Words of a lease of a thing that is not a dwelling at all (no art. 1892 paragraph). */
export type NotDwellingRule = { patterns: string[] } & Compiled;

export const DEFAULT_EXCLUDED_SITUATIONS_URL = new URL(
  '../resources/excluded-situations.json',
  import.meta.url,
);

export function readExcludedSituationsFile(url: URL = DEFAULT_EXCLUDED_SITUATIONS_URL) {
  return situationsSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
}

function compileRule<T extends { patterns: string[]; unless?: string[] }>(
  rule: T,
  file: ReturnType<typeof readExcludedSituationsFile>,
): T & Compiled {
  const compile = (source: string) => compilePattern(source, file.groups, file.window);
  return {
    ...rule,
    compiled: rule.patterns.map(compile),
    unlessCompiled: (rule.unless ?? []).map(compile),
  };
}

export function loadExcludedSituationRules(
  url: URL = DEFAULT_EXCLUDED_SITUATIONS_URL,
): SituationRule[] {
  const file = readExcludedSituationsFile(url);
  return file.situations.map((rule) => compileRule(rule, file));
}

export function loadNotDwellingRule(url: URL = DEFAULT_EXCLUDED_SITUATIONS_URL): NotDwellingRule {
  const file = readExcludedSituationsFile(url);
  return compileRule(file.notDwelling, file);
}

/**
 * The question's words that say the thing leased is not a dwelling (storage, a parking space or
 * garage leased apart from a dwelling, commercial premises, land, a movable), when they are there.
 */
export function detectNotDwelling(rule: NotDwellingRule, question: string): string | undefined {
  return findNotDwelling(rule, question)?.words;
}

/** The same, with the pattern met: a movable's (`@movable`, a car) or an immovable's. */
export function findNotDwelling(rule: NotDwellingRule, question: string): PatternMatch | undefined {
  return findPattern(readQuestionWords(question), rule.compiled, rule.unlessCompiled);
}

/** A pattern of a movable's lease (a car, a trailer, equipment): the others name an immovable. */
export function isMovablePattern(pattern: string): boolean {
  return /@movable|=car\b/.test(pattern);
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
  const words = readQuestionWords(question);
  for (const rule of rules) {
    const found = findPattern(words, rule.compiled, rule.unlessCompiled);
    if (found) {
      return {
        situation: rule.situation,
        origin: 'question',
        article: EXCLUSION_ARTICLE,
        paragraph: rule.paragraph,
        matched: found.words.slice(0, 200),
      };
    }
  }
  return null;
}

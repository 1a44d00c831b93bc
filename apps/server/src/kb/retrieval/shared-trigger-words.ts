import type { GuideRule, SituationGuide } from '../content/content-schema';
import {
  contentWords,
  createPhraseFinder,
  stemWord,
  type QuestionWords,
} from '../content/match-words';

/**
 * One-word rule triggers that several articles' rules share ("leave" is a trigger of art. 1915's
 * rule and of art. 1889's): found alone in a question, such a word does not say which article's
 * narrower situation is asked about.
 */
const sharedWordsByGuides = new WeakMap<readonly SituationGuide[], Set<string>>();

function readOneWord(trigger: string, lang: 'en' | 'fr'): string | undefined {
  const words = contentWords(trigger, lang);
  const [word] = words;
  return words.length === 1 && word !== undefined ? `${lang}|${stemWord(word)}` : undefined;
}

function listSharedWords(guides: readonly SituationGuide[]): Set<string> {
  const cached = sharedWordsByGuides.get(guides);
  if (cached) return cached;
  const articles = new Map<string, Set<string>>();
  for (const guide of guides) {
    for (const rule of guide.rules ?? []) {
      for (const lang of ['en', 'fr'] as const) {
        for (const trigger of rule.triggers[lang]) {
          const word = readOneWord(trigger, lang);
          if (!word) continue;
          const seen = articles.get(word) ?? new Set<string>();
          seen.add(rule.article);
          articles.set(word, seen);
        }
      }
    }
  }
  const shared = new Set([...articles].flatMap(([word, set]) => (set.size > 1 ? [word] : [])));
  sharedWordsByGuides.set(guides, shared);
  return shared;
}

/**
 * Whether a rule the question triggers was triggered only by one-word phrases that other
 * articles' rules share (a rule triggered by a longer phrase, or by a word of its own, is not).
 */
export function isTriggeredBySharedWordOnly(
  rule: GuideRule,
  words: QuestionWords,
  guides: readonly SituationGuide[],
): boolean {
  const shared = listSharedWords(guides);
  const find = createPhraseFinder(words);
  let matched = false;
  for (const lang of ['en', 'fr'] as const) {
    for (const trigger of rule.triggers[lang]) {
      const length = find(trigger, lang);
      if (length === 0) continue;
      const word = readOneWord(trigger, lang);
      if (length > 1 || !word || !shared.has(word)) return false;
      matched = true;
    }
  }
  return matched;
}

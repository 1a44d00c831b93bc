import type { KbExcludedSituation } from '@lexlogis/contracts';
import { readAskerRole } from '../content/asker-role';
import { findCitedArticles, isArticleInRange } from '../text/articles';
import { detectLanguage } from '../text/normalize';
import { removeStopWords } from '../text/stop-words';
import type { SearchContext } from './context-steering';
import { readSteeringRanges } from './context-steering';
import { detectExcludedSituation, type loadExcludedSituationRules } from './excluded-situation';
import { matchGlossary, type GlossaryEntry, type GlossaryMatch } from './glossary';

/** How much one glossary hit adds, before dividing by the breadth of the entry's articles. */
export const GLOSSARY_BOOST = 0.6;

export type QueryPlan = {
  question: string;
  /** Language the question is written in (detected). */
  questionLang: 'en' | 'fr';
  /** Language the caller wants texts in (given, else the question's). */
  lang: 'en' | 'fr';
  /**
   * The question as each language's stemmer reads it: whole in its own language, without its
   * function words in the other (cognates only: see stop-words.ts).
   */
  frenchQuestion: string;
  englishQuestion: string;
  /** Extra French and English words from the glossary. */
  frenchExpansion: string;
  englishExpansion: string;
  glossary: GlossaryMatch[];
  /** Articles the question names ("art. 1942"). */
  cited: string[];
  steering: Array<[string, string]>;
  excluded: KbExcludedSituation | null;
};

export type PlanInput = {
  question: string;
  lang?: 'en' | 'fr';
  context?: SearchContext;
};

export function buildQueryPlan(
  input: PlanInput,
  glossary: readonly GlossaryEntry[],
  situationRules: ReturnType<typeof loadExcludedSituationRules>,
): QueryPlan {
  const role = readAskerRole(input.question, input.context?.userType);
  const matches = matchGlossary(glossary, input.question, role);
  const questionLang = detectLanguage(input.question);
  return {
    question: input.question,
    questionLang,
    lang: input.lang ?? questionLang,
    frenchQuestion:
      questionLang === 'fr' ? input.question : removeStopWords(input.question, questionLang),
    englishQuestion:
      questionLang === 'en' ? input.question : removeStopWords(input.question, questionLang),
    frenchExpansion: matches.flatMap((match) => match.entry.fr).join(' ; '),
    englishExpansion: matches.flatMap((match) => match.entry.en).join(' ; '),
    glossary: matches,
    cited: findCitedArticles(input.question),
    steering: readSteeringRanges(input.context),
    excluded: detectExcludedSituation(
      situationRules,
      input.question,
      input.context?.excludedSituation,
    ),
  };
}

/** Articles among `known` that the plan points to without any text match being needed. */
export function listPlannedArticles(plan: QueryPlan, known: readonly string[]): string[] {
  const wanted = new Set<string>(plan.cited);
  for (const match of plan.glossary) {
    for (const [from, to] of match.entry.ranges) {
      for (const article of known) if (isArticleInRange(article, from, to)) wanted.add(article);
    }
  }
  if (plan.excluded) wanted.add(plan.excluded.article);
  return [...wanted].filter((article) => known.includes(article));
}

/**
 * Glossary boost of every known article, computed once per search: each matching entry adds its
 * weight, shared out over how many articles it names, so a precise entry ("security deposit"
 * → 1904) counts more for its article than a broad one ("repossession" → 1957–1970) does for
 * each of its own.
 */
export function computeGlossaryBoosts(
  plan: QueryPlan,
  known: readonly string[],
): Map<string, number> {
  const boosts = new Map<string, number>();
  for (const match of plan.glossary) {
    const { ranges, weight } = match.entry;
    if (ranges.length === 0) continue;
    const covered = known.filter((article) =>
      ranges.some(([from, to]) => isArticleInRange(article, from, to)),
    );
    const share = (GLOSSARY_BOOST * weight) / Math.sqrt(Math.max(1, covered.length));
    for (const article of covered) boosts.set(article, (boosts.get(article) ?? 0) + share);
  }
  return boosts;
}

/** Articles of the lease chapter the questionnaire context steers to. */
export function listSteeredArticles(plan: QueryPlan, known: readonly string[]): Set<string> {
  return new Set(
    known.filter((article) =>
      plan.steering.some(([from, to]) => isArticleInRange(article, from, to)),
    ),
  );
}

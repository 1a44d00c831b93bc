import { containsFact, toFactText } from './match-fact';
import { containsPhrase, toMatchText, toMatchWords } from './match-text';

/**
 * The answer-level criteria of issue 10 ("Per answer"), as pure functions of the answer text:
 * the first section cites a decisive article and states each key fact, an expected form is named,
 * and the text is in the asker's language. A question passes when all four hold.
 */

export type ScoredQuestion = {
  lang: 'en' | 'fr';
  decisive: readonly string[];
  keyFacts: ReadonlyArray<readonly string[]>;
  forms: readonly string[];
};

export const CRITERIA = ['citesDecisive', 'statesKeyFacts', 'namesForm', 'inLanguage'] as const;
export type Criterion = (typeof CRITERIA)[number];

export type AnswerScore = Record<Criterion, boolean> & {
  pass: boolean;
  /**
   * The pass when a key fact counts only in the set's exact words (containsPhrase), not up to
   * inflection, contraction, article and pronoun (containsFact): kept beside `pass` so that the
   * looser match's share of a score stays visible.
   */
  passVerbatim: boolean;
  /** Articles the first section cites, for the per-question details. */
  citedInSummary: string[];
  /** Key facts (their first alternative) the first section does not state. */
  missingFacts: string[];
  formsNamed: string[];
  /** Share of the answer's own words (quotations left out) that are in the asker's language. */
  languageShare: number;
};

const HEADING = /^#{1,6}\s/;

/**
 * The first section's body: the text under the first heading up to the next one, or, for an
 * answer without headings (a plain reply), everything before the first heading.
 */
export function readFirstSection(text: string): string {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1) return '';
  const start = HEADING.test(lines[first]!) ? first + 1 : first;
  const end = lines.findIndex((line, index) => index >= start && HEADING.test(line));
  return lines
    .slice(start, end === -1 ? undefined : end)
    .join('\n')
    .trim();
}

const NUMBER = String.raw`\d{4}(?:\.\d+)?`;
const LIST_GLUE = String.raw`(?:\s*(?:,|;|&|-|–|and|et|to|à|or|ou)\s*)`;
/** "art. 1942", "arts. 1942, 1945 and 1947", "articles 1957 et 1959.1", "l'article 1974.1". */
const ARTICLE_LIST = new RegExp(
  String.raw`\b(?:arts?\.|articles?)\s*(${NUMBER}(?:${LIST_GLUE}${NUMBER})*)`,
  'giu',
);
/** "1945 C.c.Q.", "1945 CcQ". */
const CODE_SUFFIX = new RegExp(String.raw`\b(${NUMBER})\s*C\.?\s?c\.?\s?Q\b`, 'giu');

/** Civil Code articles the text cites, in order of first appearance. */
export function findCitedArticles(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(ARTICLE_LIST)) {
    for (const number of match[1]!.match(new RegExp(NUMBER, 'g')) ?? []) found.add(number);
  }
  for (const match of text.matchAll(CODE_SUFFIX)) found.add(match[1]!);
  return [...found];
}

/** Expected form ids the text names, however the dash is written ("TAL-810A", "TAL 810A"). */
export function findNamedForms(text: string, forms: readonly string[]): string[] {
  return forms.filter((form) => {
    const pattern = form
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/-/g, '[-\\s\u2010-\u2013]?');
    return new RegExp(`(?<![A-Z0-9])${pattern}(?![A-Z0-9])`, 'i').test(text);
  });
}

/** Function words only: they say which language a sentence is written in, not what it is about. */
const FUNCTION_WORDS = {
  en: new Set(
    'the a an of and or is are was be been to in at for with by from that this these those which who what when if not can may must should your you it its their they has have does do will would than there'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les un une des du de et ou est sont etre a au aux en dans pour avec par sur que qui quoi quand si ne pas peut doit votre vous il elle ils elles sa ses leur leurs ce cette ces dont plus comme'.split(
      ' ',
    ),
  ),
};

/**
 * The answer's own words. Quotations of the law or of a decision stay in the language of the
 * source (the French text is the only complete version of the law), and so do the names of
 * sources (a decision's parties, a section heading), so block quotes, « … », “…” and "…"
 * quotations, bold names, parenthesised asides and links are left out.
 */
export function stripQuotations(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('>'))
    .join('\n')
    .replace(/<https?:[^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/«[^»]*»/g, ' ')
    .replace(/“[^”]*”/g, ' ')
    .replace(/"[^"\n]*"/g, ' ')
    .replace(/\*\*[^*\n]+\*\*/g, ' ')
    .replace(/\([^()\n]*\)/g, ' ');
}

/** Share of function words in `lang` among all function words of the answer's own text. */
export function measureLanguageShare(text: string, lang: 'en' | 'fr'): number {
  const other = lang === 'en' ? 'fr' : 'en';
  let own = 0;
  let foreign = 0;
  for (const word of toMatchWords(stripQuotations(text))) {
    // Shared spellings ("a", "on"…) say nothing either way.
    const inOwn = FUNCTION_WORDS[lang].has(word);
    const inOther = FUNCTION_WORDS[other].has(word);
    if (inOwn && !inOther) own += 1;
    if (inOther && !inOwn) foreign += 1;
  }
  return own + foreign === 0 ? 0 : own / (own + foreign);
}

/** An answer is in the asker's language when at least this share of its own words are. */
export const LANGUAGE_SHARE_MIN = 0.8;

export function scoreAnswer(question: ScoredQuestion, answer: string): AnswerScore {
  const summary = readFirstSection(answer);
  const citedInSummary = findCitedArticles(summary);
  const summaryWords = toMatchText(summary);
  const summaryFacts = toFactText(summary, question.lang);
  const verbatimMissing = question.keyFacts.filter(
    (fact) => !fact.some((alternative) => containsPhrase(summaryWords, alternative)),
  );
  const missingFacts = verbatimMissing
    .filter(
      (fact) => !fact.some((alternative) => containsFact(summaryFacts, alternative, question.lang)),
    )
    .map((fact) => fact[0] ?? '');
  const formsNamed = findNamedForms(answer, question.forms);
  const languageShare = measureLanguageShare(answer, question.lang);
  const criteria: Record<Criterion, boolean> = {
    citesDecisive: question.decisive.some((article) => citedInSummary.includes(article)),
    statesKeyFacts: missingFacts.length === 0,
    namesForm: question.forms.length === 0 || formsNamed.length > 0,
    inLanguage: languageShare >= LANGUAGE_SHARE_MIN,
  };
  const pass = CRITERIA.every((criterion) => criteria[criterion]);
  return {
    ...criteria,
    pass,
    passVerbatim: pass && verbatimMissing.length === 0,
    citedInSummary,
    missingFacts,
    formsNamed,
    languageShare,
  };
}

export type ScoreSummary = {
  questions: number;
  passed: number;
  passRate: number;
  /** Passes with every key fact in the set's exact words. */
  passedVerbatim: number;
  /** Share of questions meeting each criterion (a question without forms meets namesForm). */
  byCriterion: Record<Criterion, number>;
};

export function summarizeScores(scores: readonly AnswerScore[]): ScoreSummary {
  const share = (count: number) => (scores.length === 0 ? 0 : count / scores.length);
  const passed = scores.filter((score) => score.pass).length;
  const byCriterion = Object.fromEntries(
    CRITERIA.map((criterion) => [criterion, share(scores.filter((s) => s[criterion]).length)]),
  ) as Record<Criterion, number>;
  const passedVerbatim = scores.filter((score) => score.passVerbatim).length;
  return { questions: scores.length, passed, passRate: share(passed), passedVerbatim, byCriterion };
}

import { readFileSync } from 'node:fs';
import type { QuestionnaireUserType } from '@lexlogis/contracts';
import { z } from 'zod';
import { readArticleRanges } from '../text/articles';
import { normalizeText } from '../text/normalize';
import { toBaseForm } from '../text/english-irregulars';

const entrySchema = z.object({
  id: z.string().min(1),
  en: z.array(z.string().min(1)),
  fr: z.array(z.string().min(1)),
  articles: z.array(z.string().regex(/^\d{4}(\.\d+)?(-\d{4}(\.\d+)?)?$/)),
  weight: z.number().positive().default(1),
  /**
   * Words that mean the situation only in one party's mouth: a landlord's "my daughter" is the
   * person the dwelling is taken back for, a tenant's is a member of the household. Such an
   * entry applies only when the asker is known to be that party.
   */
  roles: z.array(z.enum(['tenant', 'landlord', 'sub-tenant', 'occupant'])).optional(),
  note: z.string().optional(),
});
const glossarySchema = z.object({ version: z.number(), entries: z.array(entrySchema) });

export type GlossaryEntry = z.infer<typeof entrySchema> & {
  ranges: Array<[string, string]>;
  triggers: string[][];
  /** Its triggers are the law's words, read with French verb endings (see `stemVerb`). */
  lawWords: boolean;
};

export type GlossaryMatch = { entry: GlossaryEntry; matched: string };

export const DEFAULT_GLOSSARY_URL = new URL('../resources/glossary.json', import.meta.url);
/** Everyday words → the law's words, translation only (issue 10): loaded with the glossary. */
export const DEFAULT_VOCABULARY_URL = new URL('../resources/vocabulary.json', import.meta.url);

const SHORT_WORD = 4;

/**
 * A crude stemmer for matching expressions, not for ranking: "increases", "increased" and
 * "increase" meet at "increas"; "loyers" meets "loyer". Short words are left alone.
 */
function stemToken(token: string): string {
  if (token.length <= SHORT_WORD) return token;
  return token.replace(/(ing|ed|es|s|e|x)$/, '');
}

/** Endings stripped after a plural's s or x, longest first (« résilier », « résilié »). */
const VERB_ENDINGS = ['aient', 'ing', 'ait', 'ais', 'ere', 'ed', 'er', 'ez', 'e'];
const MIN_STEM = 3;

/**
 * The same, with the endings of French verbs and of « -er / -ère » adjectives: the law writes
 * its verbs in the infinitive (« renouveler », « résilier », « évincer », « relouer ») and a
 * question conjugates them (« il renouvelle pas », « il a résilié »). A doubled final l or t is
 * read once, as French doubles it before a silent e (« renouvelle »).
 */
function stemVerb(token: string): string {
  if (token.length <= SHORT_WORD) return token;
  const singular = /[sx]$/.test(token) ? token.slice(0, -1) : token;
  if (singular.length <= SHORT_WORD) return singular;
  const ending = VERB_ENDINGS.find(
    (candidate) => singular.endsWith(candidate) && singular.length - candidate.length >= MIN_STEM,
  );
  const stem = ending ? singular.slice(0, -ending.length) : singular;
  return stem.replace(/([lt])\1$/, '$1');
}

function splitWords(text: string, stem: (token: string) => string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((token) => stem(toBaseForm(token)));
}

export function tokenize(text: string): string[] {
  return splitWords(text, stemToken);
}

/** Words as the law's own terms are matched: conjugated verbs meet their infinitive. */
export function tokenizeLawWords(text: string): string[] {
  return splitWords(text, stemVerb);
}

/** Loads and checks the glossary data file once; a broken file fails loudly at start-up. */
export function loadGlossary(
  url: URL = DEFAULT_GLOSSARY_URL,
  vocabularyUrl: URL | null = DEFAULT_VOCABULARY_URL,
): GlossaryEntry[] {
  const read = (file: URL) => glossarySchema.parse(JSON.parse(readFileSync(file, 'utf8'))).entries;
  const entries = [...read(url), ...(vocabularyUrl ? read(vocabularyUrl) : [])];
  return entries.map((entry) => {
    // An entry that points to articles names the law's concept in the law's words; plain
    // vocabulary is written in the forms people use, and « entrer » must not meet « entre ».
    const lawWords = entry.articles.length > 0;
    return {
      ...entry,
      ranges: readArticleRanges(entry.articles),
      triggers: [...entry.en, ...entry.fr]
        .map(lawWords ? tokenizeLawWords : tokenize)
        .filter((tokens) => tokens.length > 0),
      lawWords,
    };
  });
}

function findOccurrences(haystack: string[], needle: string[]): number[] {
  const starts: number[] = [];
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((token, offset) => haystack[start + offset] === token)) starts.push(start);
  }
  return starts;
}

type Span = { entry: GlossaryEntry; start: number; end: number; matched: string };

/**
 * Entries whose English or French expressions occur in the question. When a longer expression
 * covers a shorter one ("rent deposit" over "deposit"), only the longer one points to articles;
 * plain vocabulary entries (no articles) always apply, they only translate words.
 */
export function matchGlossary(
  entries: readonly GlossaryEntry[],
  question: string,
  role?: QuestionnaireUserType | null,
): GlossaryMatch[] {
  const plain = tokenize(question);
  const conjugated = tokenizeLawWords(question);
  const spans: Span[] = [];
  for (const entry of entries) {
    if (entry.roles && (!role || !entry.roles.includes(role))) continue;
    const tokens = entry.lawWords ? conjugated : plain;
    for (const trigger of entry.triggers) {
      for (const start of findOccurrences(tokens, trigger)) {
        spans.push({ entry, start, end: start + trigger.length, matched: trigger.join(' ') });
      }
    }
  }
  spans.sort((left, right) => right.end - right.start - (left.end - left.start));
  const accepted: Span[] = [];
  for (const span of spans) {
    const covered = accepted.some(
      (other) =>
        other.entry.ranges.length > 0 &&
        span.entry.ranges.length > 0 &&
        other.end - other.start > span.end - span.start &&
        other.start <= span.start &&
        other.end >= span.end,
    );
    if (!covered) accepted.push(span);
  }
  const byEntry = new Map<string, GlossaryMatch>();
  for (const span of accepted) {
    if (!byEntry.has(span.entry.id))
      byEntry.set(span.entry.id, { entry: span.entry, matched: span.matched });
  }
  return [...byEntry.values()];
}

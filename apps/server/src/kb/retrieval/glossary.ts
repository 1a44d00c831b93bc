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
};

export type GlossaryMatch = { entry: GlossaryEntry; matched: string };

export const DEFAULT_GLOSSARY_URL = new URL('../resources/glossary.json', import.meta.url);
/** Everyday words → the law's words, translation only (issue 10): loaded with the glossary. */
export const DEFAULT_VOCABULARY_URL = new URL('../resources/vocabulary.json', import.meta.url);

/**
 * A crude stemmer for matching expressions, not for ranking: "increases", "increased" and
 * "increase" meet at "increas"; "loyers" meets "loyer". Short words are left alone.
 */
function stemToken(token: string): string {
  if (token.length <= 4) return token;
  return token.replace(/(ing|ed|es|s|e|x)$/, '');
}

export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((token) => stemToken(toBaseForm(token)));
}

/** Loads and checks the glossary data file once; a broken file fails loudly at start-up. */
export function loadGlossary(
  url: URL = DEFAULT_GLOSSARY_URL,
  vocabularyUrl: URL | null = DEFAULT_VOCABULARY_URL,
): GlossaryEntry[] {
  const read = (file: URL) => glossarySchema.parse(JSON.parse(readFileSync(file, 'utf8'))).entries;
  const entries = [...read(url), ...(vocabularyUrl ? read(vocabularyUrl) : [])];
  return entries.map((entry) => ({
    ...entry,
    ranges: readArticleRanges(entry.articles),
    triggers: [...entry.en, ...entry.fr].map(tokenize).filter((tokens) => tokens.length > 0),
  }));
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
  const tokens = tokenize(question);
  const spans: Span[] = [];
  for (const entry of entries) {
    if (entry.roles && (!role || !entry.roles.includes(role))) continue;
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

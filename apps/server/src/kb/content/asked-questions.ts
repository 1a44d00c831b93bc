import { z } from 'zod';
import { DEFAULT_CONTENT_DIR, readContentFiles, type ContentFileText } from './load-content';

/**
 * The questions people ask that one article answers (asked/*.json), written from each article's
 * text, paragraph by paragraph, in everyday English and Québec French: search keys only, never
 * shown. Search is lexical, and people name their situation in words the law never uses (the
 * city's jackhammers for « trouble de fait », a summer house for « villégiature »); indexed as
 * a field of their article, these questions let such words reach it (issue 10, session 13).
 */

const question = z
  .string()
  .trim()
  .min(8)
  // A search key never cites the law: an article number would let any question naming it match.
  .refine((text) => !/\bart(?:icle)?s?\.?\s*\d{4}|\bc\.\s?c\.\s?q\b/i.test(text), {
    message: 'names an article or the Code: a search key is the question, not the answer',
  });

export const askedQuestionsFileSchema = z
  .object({
    /** The consolidation of the law text the questions were written against (YYYY-MM-DD). */
    consolidation: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    written: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    articles: z
      .array(
        z
          .object({
            article: z.string().regex(/^\d{4}(?:\.\d)?$/),
            en: z.array(question).min(3),
            fr: z.array(question).min(3),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

export type AskedQuestions = { en: readonly string[]; fr: readonly string[] };

/** The asked/*.json files of a content directory, in a stable order. */
export function readAskedQuestionFiles(dir = DEFAULT_CONTENT_DIR): ContentFileText[] {
  return readContentFiles(dir, ['asked']);
}

/**
 * The questions per article number. A file that fails its schema, or an article given twice,
 * throws: the files ship with the code and their test checks them (asked-questions.test.ts).
 */
export function parseAskedQuestions(
  files: readonly ContentFileText[],
): Map<string, AskedQuestions> {
  const byArticle = new Map<string, AskedQuestions>();
  for (const file of files) {
    const parsed = askedQuestionsFileSchema.safeParse(JSON.parse(file.text));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file.path}: ${issue?.path.join('.')} ${issue?.message}`);
    }
    for (const entry of parsed.data.articles) {
      if (byArticle.has(entry.article)) {
        throw new Error(`${file.path}: article ${entry.article} is given twice`);
      }
      byArticle.set(entry.article, { en: entry.en, fr: entry.fr });
    }
  }
  return byArticle;
}

let cached: Map<string, AskedQuestions> | undefined;

/** The repository's asked questions, read once per process. */
export function loadAskedQuestions(): ReadonlyMap<string, AskedQuestions> {
  cached ??= parseAskedQuestions(readAskedQuestionFiles());
  return cached;
}

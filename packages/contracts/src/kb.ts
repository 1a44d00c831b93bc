import { z } from 'zod';
import { EXCLUDED_SITUATIONS } from './form-answer';
import { languageSchema } from './profile';
import { SOURCE_TYPES, sourceSchema, sourceTypeSchema } from './source';

/** Results per search: enough for a chat answer's sources, bounded so a query stays cheap. */
export const KB_SEARCH_MAX_RESULTS = 50;
export const KB_SEARCH_DEFAULT_RESULTS = 10;
export const KB_QUERY_MAX_LENGTH = 1000;

/** "LAW,FORM" (query string) or ["LAW","FORM"]; an unknown type is a 400, not silently dropped. */
const sourceTypeListSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim().toUpperCase())
          .filter(Boolean)
      : value,
  z.array(sourceTypeSchema).min(1, 'types must name at least one source type'),
);

/** GET /kb/search query string. */
export const kbSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'q is required').max(KB_QUERY_MAX_LENGTH),
  k: z.coerce
    .number({ error: `k must be a whole number between 1 and ${KB_SEARCH_MAX_RESULTS}` })
    .int({ error: `k must be a whole number between 1 and ${KB_SEARCH_MAX_RESULTS}` })
    .min(1, { error: `k must be a whole number between 1 and ${KB_SEARCH_MAX_RESULTS}` })
    .max(KB_SEARCH_MAX_RESULTS, {
      error: `k must be a whole number between 1 and ${KB_SEARCH_MAX_RESULTS}`,
    })
    .default(KB_SEARCH_DEFAULT_RESULTS),
  lang: languageSchema.optional(),
  types: sourceTypeListSchema.optional(),
});
export type KbSearchQuery = z.infer<typeof kbSearchQuerySchema>;
export type KbSearchQueryInput = z.input<typeof kbSearchQuerySchema>;

/** Situations of art. 1892 para. 3 (the dwelling-lease rules do not apply), never 'none'. */
export const kbExcludedSituationSchema = z.object({
  situation: z.enum(EXCLUDED_SITUATIONS).exclude(['none']),
  /** questionnaire: the user said so; question: words of the question suggest it. */
  origin: z.enum(['questionnaire', 'question']),
  /** Always "1892": the article that excludes these leases. */
  article: z.literal('1892'),
  /** The numbered paragraph of art. 1892 para. 3 ("1°" … "5°"). */
  paragraph: z.string().max(10),
  /** The words that suggested it, for a question. */
  matched: z.string().max(200).optional(),
});
export type KbExcludedSituation = z.infer<typeof kbExcludedSituationSchema>;

export const kbSearchHitSchema = z.object({
  score: z.number(),
  source: sourceSchema,
});
export type KbSearchHit = z.infer<typeof kbSearchHitSchema>;

export const kbSearchResponseSchema = z.object({
  query: z.string(),
  /** Language the results' texts were chosen for (given, or detected from the question). */
  lang: languageSchema,
  types: z.array(sourceTypeSchema),
  results: z.array(kbSearchHitSchema).max(KB_SEARCH_MAX_RESULTS),
  excludedSituation: kbExcludedSituationSchema.nullable(),
  /** Articles the questionnaire context steered towards (e.g. 1984–1995 for low-rental housing). */
  steeredArticles: z.array(z.string().max(20)),
});
export type KbSearchResponse = z.infer<typeof kbSearchResponseSchema>;

/** All types, in the order results are grouped in the sources area. */
export const KB_DEFAULT_SOURCE_TYPES = [...SOURCE_TYPES];

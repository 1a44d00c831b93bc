import { readFileSync } from 'node:fs';
import {
  BUILDING_AGES,
  BUILDING_TYPES,
  DEFAULT_SKIPPED_ANSWERS,
  EXCLUDED_SITUATIONS,
  LEASE_TERM_TYPES,
  QUESTIONNAIRE_USER_TYPES,
  questionnaireFieldsSchema,
  type QuestionnaireFields,
} from '@lexlogis/contracts';
import { z } from 'zod';
import { buildRetrievalContext } from '../../modules/form-answers/build-retrieval-context';
import type { SearchContext } from '../retrieval/context-steering';

/**
 * The fresh evaluation set of issue 10 (resources/fresh-set.md): frozen on 2026-11-23, before
 * any situation guide or article note was written. Never edit it to fit the content.
 */
export const FRESH_SET_URL = new URL('../resources/fresh-set.jsonl', import.meta.url);

/**
 * The blind set (resources/blind-set.md): same format, written on 2026-11-23 before the rule and
 * vocabulary work of the third session, and scored only before and after it.
 */
export const BLIND_SET_URL = new URL('../resources/blind-set.jsonl', import.meta.url);

/**
 * The second blind set (resources/blind-set-2.md): same format, written on 2026-11-23 before the
 * round-3 retrieval and composer work, and scored only before and after it.
 */
export const BLIND_SET_2_URL = new URL('../resources/blind-set-2.jsonl', import.meta.url);

/**
 * The second development set (resources/dev-set-2.md): same format, written on 2026-11-23 before
 * the round-5 work. Unlike the blind sets it is tuned on (its failures are read by category).
 */
export const DEV_SET_2_URL = new URL('../resources/dev-set-2.jsonl', import.meta.url);

/**
 * The third development set (resources/dev-set-3.md): same format, written on 2026-11-24 after
 * round 8, when fresh and dev-2 were both tuned on. Read by category like dev-2.
 */
export const DEV_SET_3_URL = new URL('../resources/dev-set-3.jsonl', import.meta.url);

/**
 * The fourth development set (resources/dev-set-4.md): same format, written on 2026-11-24 while
 * dev-3 was being tuned on, so that the session's final figure comes from a set nobody tuned on.
 */
export const DEV_SET_4_URL = new URL('../resources/dev-set-4.jsonl', import.meta.url);

/**
 * The fifth development set (resources/dev-set-5.md): same format, written on 2026-11-24 while
 * dev-4 was being tuned on, so that the session's final untuned figure comes from a set nobody has seen.
 */
export const DEV_SET_5_URL = new URL('../resources/dev-set-5.jsonl', import.meta.url);

/**
 * The sixth development set (resources/dev-set-6.md): same format, written on 2026-11-24 (session
 * 11) while dev-5 was being tuned on, so that the session's final untuned figure comes from a set
 * nobody has seen.
 */
export const DEV_SET_6_URL = new URL('../resources/dev-set-6.jsonl', import.meta.url);

/**
 * The seventh development set (resources/dev-set-7.md): same format, written on 2026-11-24 at
 * the end of session 11 while dev-6 was held out, so that the next session, which tunes on
 * dev-6, still has a set nobody has seen.
 */
export const DEV_SET_7_URL = new URL('../resources/dev-set-7.jsonl', import.meta.url);

/**
 * The eighth development set (resources/dev-set-8.md): same format, written on 2026-11-24 in
 * session 12 while dev-6 was tuned on and dev-7 held out, so that the next session, which tunes
 * on dev-7, still has a set nobody has seen.
 */
export const DEV_SET_8_URL = new URL('../resources/dev-set-8.jsonl', import.meta.url);

/**
 * The ninth development set (resources/dev-set-9.md): same format, written on 2026-11-24 in
 * session 14 while dev-8 became a development set, so that the next session, which tunes on
 * dev-8, still has a set nobody has seen.
 */
export const DEV_SET_9_URL = new URL('../resources/dev-set-9.jsonl', import.meta.url);

/**
 * The tenth development set (resources/dev-set-10.md): same format, written on 2026-11-25 in
 * session 15 while dev-9 became a development set, so that the next session, which tunes on
 * dev-9, still has a set nobody has seen.
 */
export const DEV_SET_10_URL = new URL('../resources/dev-set-10.jsonl', import.meta.url);

/**
 * The eleventh development set (resources/dev-set-11.md): same format, written on 2026-11-25 in
 * session 16 while dev-10 became a development set, so that the next session, which tunes on
 * dev-10, still has a set nobody has seen.
 */
export const DEV_SET_11_URL = new URL('../resources/dev-set-11.jsonl', import.meta.url);

/**
 * The twelfth development set (resources/dev-set-12.md): same format, written on 2026-11-25 in
 * session 17 while dev-11 became a development set, so that the next session, which tunes on
 * dev-11, still has a set nobody has seen.
 */
export const DEV_SET_12_URL = new URL('../resources/dev-set-12.jsonl', import.meta.url);

/**
 * The thirteenth development set (resources/dev-set-13.md): same format, written on 2026-11-25 in
 * session 18 while dev-12 became a development set, so that the next session, which tunes on
 * dev-12, still has a set nobody has seen.
 */
export const DEV_SET_13_URL = new URL('../resources/dev-set-13.jsonl', import.meta.url);

/**
 * The fourteenth development set (resources/dev-set-14.md): same format, written on 2026-11-25 in
 * session 19 while dev-13 became a development set, so that the next session, which tunes on
 * dev-13, still has a set nobody has seen.
 */
export const DEV_SET_14_URL = new URL('../resources/dev-set-14.jsonl', import.meta.url);

/**
 * The fifteenth development set (resources/dev-set-15.md): same format, written on 2026-11-25 in
 * session 20 while dev-14 became a development set, so that the next session, which tunes on
 * dev-14, still has a set nobody has seen.
 */
export const DEV_SET_15_URL = new URL('../resources/dev-set-15.jsonl', import.meta.url);

/**
 * The sixteenth development set (resources/dev-set-16.md): same format, written on 2026-11-25 in
 * session 21 while dev-15 became a development set, so that the next session, which tunes on
 * dev-15, still has a set nobody has seen.
 */
export const DEV_SET_16_URL = new URL('../resources/dev-set-16.jsonl', import.meta.url);

/**
 * The seventeenth development set (resources/dev-set-17.md): same format, written on 2026-11-25 in
 * session 22 while dev-16 became a development set, so that the next session, which tunes on
 * dev-16, still has a set nobody has seen.
 */
export const DEV_SET_17_URL = new URL('../resources/dev-set-17.jsonl', import.meta.url);

/**
 * The eighteenth development set (resources/dev-set-18.md): same format, written on 2026-11-26 in
 * session 23 while dev-17 became a development set, so that the next session, which tunes on
 * dev-17, still has a set nobody has seen.
 */
export const DEV_SET_18_URL = new URL('../resources/dev-set-18.jsonl', import.meta.url);

/**
 * The nineteenth development set (resources/dev-set-19.md): same format, written on 2026-11-26 in
 * session 24 while dev-18 became a development set, so that the next session, which tunes on
 * dev-18, still has a set nobody has seen.
 */
export const DEV_SET_19_URL = new URL('../resources/dev-set-19.jsonl', import.meta.url);

/**
 * The twentieth development set (resources/dev-set-20.md): same format, written on 2026-11-26 in
 * session 25 while dev-19 became a development set, so that the next session, which tunes on
 * dev-19, still has a set nobody has seen.
 */
export const DEV_SET_20_URL = new URL('../resources/dev-set-20.jsonl', import.meta.url);

/**
 * The twenty-first development set (resources/dev-set-21.md): same format, written on 2026-11-26
 * in session 26 while dev-20 became a development set, so that the next session, which tunes on
 * dev-20, still has a set nobody has seen.
 */
export const DEV_SET_21_URL = new URL('../resources/dev-set-21.jsonl', import.meta.url);

/**
 * The twenty-second development set (resources/dev-set-22.md): same format, written on 2026-11-26
 * in session 27 while dev-21 became a development set, so that the next session, which tunes on
 * dev-21, still has a set nobody has seen.
 */
export const DEV_SET_22_URL = new URL('../resources/dev-set-22.jsonl', import.meta.url);

/**
 * The twenty-third development set (resources/dev-set-23.md): same format, written on 2026-11-26
 * in session 28 while dev-22 became a development set, so that the next session, which tunes on
 * dev-22, still has a set nobody has seen.
 */
export const DEV_SET_23_URL = new URL('../resources/dev-set-23.jsonl', import.meta.url);

/**
 * The twenty-fourth development set (resources/dev-set-24.md): same format, written on 2026-11-26
 * in session 28 while dev-22 became a development set, a second set nobody has seen beside
 * dev-23, so that the session's final figure does not rest on one set.
 */
export const DEV_SET_24_URL = new URL('../resources/dev-set-24.jsonl', import.meta.url);

/**
 * The twenty-fifth development set (resources/dev-set-25.md): same format, written on 2026-11-26
 * in session 29 while dev-23 and dev-24 became development sets, so that the session's final
 * figure comes from a set nobody has seen.
 */
export const DEV_SET_25_URL = new URL('../resources/dev-set-25.jsonl', import.meta.url);

/**
 * The twenty-sixth development set (resources/dev-set-26.md): same format, written on 2026-11-26
 * in session 29 while dev-23 and dev-24 became development sets, a set nobody has seen, written
 * beside dev-25 by another author so that the session's final figure does not rest on one set.
 */
export const DEV_SET_26_URL = new URL('../resources/dev-set-26.jsonl', import.meta.url);

/** The frozen sets of questions with answers, by their `--set` name in the eval commands. */
export const ANSWER_SETS = {
  fresh: FRESH_SET_URL,
  dev2: DEV_SET_2_URL,
  dev3: DEV_SET_3_URL,
  dev4: DEV_SET_4_URL,
  dev5: DEV_SET_5_URL,
  dev6: DEV_SET_6_URL,
  dev7: DEV_SET_7_URL,
  dev8: DEV_SET_8_URL,
  dev9: DEV_SET_9_URL,
  dev10: DEV_SET_10_URL,
  dev11: DEV_SET_11_URL,
  dev12: DEV_SET_12_URL,
  dev13: DEV_SET_13_URL,
  dev14: DEV_SET_14_URL,
  dev15: DEV_SET_15_URL,
  dev16: DEV_SET_16_URL,
  dev17: DEV_SET_17_URL,
  dev18: DEV_SET_18_URL,
  dev19: DEV_SET_19_URL,
  dev20: DEV_SET_20_URL,
  dev21: DEV_SET_21_URL,
  dev22: DEV_SET_22_URL,
  dev23: DEV_SET_23_URL,
  dev24: DEV_SET_24_URL,
  dev25: DEV_SET_25_URL,
  dev26: DEV_SET_26_URL,
  blind: BLIND_SET_URL,
  blind2: BLIND_SET_2_URL,
} as const;
export type AnswerSetName = keyof typeof ANSWER_SETS;

/**
 * Sets scored for aggregates only (issue 10): nobody reads which of their questions fail, so
 * nobody tunes to them. Dev-5 to dev-24 were among them for the session after each was written
 * (resources/dev-set-5.md to dev-set-24.md); from the session after that, each is a development
 * set, read by category (dev-23 and dev-24 from session 29). Dev-25 and dev-26, both frozen in
 * session 29 by two authors so that the session's final measure does not rest on one set, nobody
 * reads question by question until they become development sets (resources/dev-set-25.md,
 * dev-set-26.md).
 */
export const HELD_OUT_SET_NAMES: ReadonlySet<string> = new Set([
  'blind',
  'blind2',
  'dev25',
  'dev26',
]);

/** The day the set was written: the questions' dates ("Nov 18", "le 1er juillet") count from it. */
export const FRESH_SET_TODAY = new Date('2026-11-23T12:00:00Z');

const ARTICLE = /^\d{4}(\.\d+)?$/;
const FORM_ID = /^[A-Z]+(-[A-Z0-9]+)+$/;

/**
 * Only the answers the asker gave; the questionnaire's own refinement forbids .partial(), and
 * strict() catches a misspelt field, which would otherwise be dropped silently.
 */
const partialQuestionnaireSchema = z
  .object({
    userType: z.enum(QUESTIONNAIRE_USER_TYPES),
    excludedSituation: z.enum(EXCLUDED_SITUATIONS),
    propertyOwnership: z.boolean(),
    singleOwnership: z.boolean(),
    spouseOwnership: z.boolean(),
    leaseTermType: z.enum(LEASE_TERM_TYPES),
    leaseDuration: z.number().int().min(1),
    buildingType: z.enum(BUILDING_TYPES),
    buildingAgeUnder5: z.enum(BUILDING_AGES),
    tenant65Over: z.boolean(),
  })
  .partial()
  .strict();
export type PartialQuestionnaire = z.infer<typeof partialQuestionnaireSchema>;

/** A question's id: its set's name and a number ("dev19-001"); blind-2's ids start "blind-". */
const QUESTION_ID = new RegExp(
  `^(${Object.keys(ANSWER_SETS)
    .filter((name) => name !== 'blind2')
    .join('|')})-\\d{3}$`,
);

export const freshQuestionSchema = z
  .object({
    id: z.string().regex(QUESTION_ID),
    lang: z.enum(['en', 'fr']),
    role: z.enum(QUESTIONNAIRE_USER_TYPES),
    q: z.string().trim().min(10),
    questionnaire: partialQuestionnaireSchema.optional(),
    expected: z.array(z.string().regex(ARTICLE)).min(1),
    decisive: z.array(z.string().regex(ARTICLE)).min(1),
    keyFacts: z.array(z.array(z.string().trim().min(1)).min(1)),
    forms: z.array(z.string().regex(FORM_ID)),
  })
  .strict()
  .refine((record) => record.decisive.every((article) => record.expected.includes(article)), {
    message: 'every decisive article must also be expected',
  })
  .refine(
    (record) => !record.questionnaire?.userType || record.questionnaire.userType === record.role,
    {
      message: 'the questionnaire userType must match the role',
    },
  );
export type FreshQuestion = z.infer<typeof freshQuestionSchema>;

/** Parses every line; a malformed one fails with its line number. */
export function parseFreshSet(text: string): FreshQuestion[] {
  const questions: FreshQuestion[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const parsed = freshQuestionSchema.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(`evaluation set line ${index + 1}: ${parsed.error.message}`);
    questions.push(parsed.data);
  });
  return questions;
}

export function loadFreshSet(url: URL = FRESH_SET_URL): FreshQuestion[] {
  return parseFreshSet(readFileSync(url, 'utf8'));
}

/**
 * The full answers the pipeline receives, as if the asker had filled in these fields: the
 * questionnaire always asks who the user is first, so its user type is the asker's role; the
 * rest takes the skipped-questionnaire defaults. Null when the asker gave none.
 */
export function toQuestionnaireFields(question: FreshQuestion): QuestionnaireFields | null {
  if (!question.questionnaire) return null;
  return questionnaireFieldsSchema.parse({
    ...DEFAULT_SKIPPED_ANSWERS,
    userType: question.role,
    ...question.questionnaire,
  });
}

/** Retrieval context from the given answers only: a default the asker never chose is no fact. */
export function toSearchContext(question: FreshQuestion): SearchContext {
  const fields = toQuestionnaireFields(question);
  if (!fields || !question.questionnaire) return {};
  const context = buildRetrievalContext({ answers: fields, skipped: false });
  const given = new Set(['userType', ...Object.keys(question.questionnaire)]);
  return Object.fromEntries(
    Object.entries(context).filter(([field]) => given.has(field)),
  ) as SearchContext;
}

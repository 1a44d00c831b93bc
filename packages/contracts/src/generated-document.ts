import { z } from 'zod';
import { buildPaginationQueryShape, paginated } from './pagination';
import { TEXT_LIMITS, idSchema, isoDateSchema, isoDateTimeSchema } from './primitives';
import { languageSchema } from './profile';

/**
 * Generated documents (issue 12, spec 02's `generated-documents` path constant): formal notices
 * written from the situation guides and rendered to PDF by the server, kept in "My documents".
 * Owner-only: another user's document is "not found".
 */

export const GENERATED_DOCUMENT_TYPES = ['formal-notice'] as const;
export const generatedDocumentTypeSchema = z.enum(GENERATED_DOCUMENT_TYPES);
export type GeneratedDocumentType = z.infer<typeof generatedDocumentTypeSchema>;

/**
 * Situations a formal notice can be written for. Each maps to a situation guide on the server;
 * a situation with no guide is not offered (docs/decisions.md, issue 12).
 */
export const FORMAL_NOTICE_SITUATIONS = [
  'repairs',
  'unpaid-rent',
  'deposit-refused',
  'harassment',
  'disturbance',
] as const;
export const formalNoticeSituationSchema = z.enum(FORMAL_NOTICE_SITUATIONS);
export type FormalNoticeSituation = z.infer<typeof formalNoticeSituationSchema>;

export const FORMAL_NOTICE_ROLES = ['tenant', 'landlord'] as const;
export const formalNoticeRoleSchema = z.enum(FORMAL_NOTICE_ROLES);
export type FormalNoticeRole = z.infer<typeof formalNoticeRoleSchema>;

/** Who sends a notice for each situation: the guides give these remedies to that party. */
export const FORMAL_NOTICE_SENDER_ROLE: Record<FormalNoticeSituation, FormalNoticeRole> = {
  repairs: 'tenant',
  'unpaid-rent': 'landlord',
  'deposit-refused': 'tenant',
  harassment: 'tenant',
  disturbance: 'tenant',
};

export function listSituationsForRole(role: FormalNoticeRole): FormalNoticeSituation[] {
  return FORMAL_NOTICE_SITUATIONS.filter((s) => FORMAL_NOTICE_SENDER_ROLE[s] === role);
}

/**
 * Field messages are stable keys, not sentences: the web app shows them in the user's language
 * (`documents.fieldErrors.<key>`), and API clients read the same key in the 400 details.
 */
export const FIELD_ERROR_KEYS = {
  required: 'required',
  tooLong: 'too_long',
  deadlinePast: 'deadline_past',
  deadlineTooFar: 'deadline_too_far',
  roleMismatch: 'role_mismatch',
  invalid: 'invalid',
} as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[keyof typeof FIELD_ERROR_KEYS];

export const FORMAL_NOTICE_LIMITS = {
  name: TEXT_LIMITS.name,
  address: 500,
  facts: 4000,
  demand: 2000,
  /** The longest time a notice may give: a notice is a last warning, not a schedule. */
  maxDays: 90,
  maxMonths: 3,
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: FIELD_ERROR_KEYS.required })
    .trim()
    .min(1, FIELD_ERROR_KEYS.required)
    .max(max, FIELD_ERROR_KEYS.tooLong);

export const noticePartySchema = z.strictObject({
  name: requiredText(FORMAL_NOTICE_LIMITS.name),
  address: requiredText(FORMAL_NOTICE_LIMITS.address),
});
export type NoticeParty = z.infer<typeof noticePartySchema>;

/** The time given, counted from the day the notice is generated. */
export const noticePeriodSchema = z
  .strictObject({
    kind: z.literal('period'),
    amount: z
      .number({ error: FIELD_ERROR_KEYS.required })
      .int(FIELD_ERROR_KEYS.invalid)
      .min(1, FIELD_ERROR_KEYS.deadlinePast),
    unit: z.enum(['days', 'months'], { error: FIELD_ERROR_KEYS.required }),
  })
  .refine(
    (period) =>
      period.amount <=
      (period.unit === 'days' ? FORMAL_NOTICE_LIMITS.maxDays : FORMAL_NOTICE_LIMITS.maxMonths),
    { message: FIELD_ERROR_KEYS.deadlineTooFar, path: ['amount'] },
  );
/** A calendar day; the server refuses one that is not after today (its clock). */
export const noticeDateSchema = z.strictObject({
  kind: z.literal('date'),
  date: z.iso.date({ error: FIELD_ERROR_KEYS.invalid }),
});
export const noticeDeadlineSchema = z.discriminatedUnion('kind', [
  noticePeriodSchema,
  noticeDateSchema,
]);
export type NoticeDeadline = z.infer<typeof noticeDeadlineSchema>;

export const formalNoticeFieldsSchema = z
  .strictObject({
    role: formalNoticeRoleSchema,
    situation: formalNoticeSituationSchema,
    sender: noticePartySchema,
    recipient: noticePartySchema,
    facts: requiredText(FORMAL_NOTICE_LIMITS.facts),
    demand: requiredText(FORMAL_NOTICE_LIMITS.demand),
    deadline: noticeDeadlineSchema,
  })
  .refine((fields) => FORMAL_NOTICE_SENDER_ROLE[fields.situation] === fields.role, {
    message: FIELD_ERROR_KEYS.roleMismatch,
    path: ['situation'],
  });
export type FormalNoticeFields = z.infer<typeof formalNoticeFieldsSchema>;
export type FormalNoticeFieldsInput = z.input<typeof formalNoticeFieldsSchema>;

export const createGeneratedDocumentRequestSchema = z.strictObject({
  type: z.literal('formal-notice'),
  lang: languageSchema,
  fields: formalNoticeFieldsSchema,
});
export type CreateGeneratedDocumentRequest = z.infer<typeof createGeneratedDocumentRequestSchema>;

/** The composed letter, plain text only: the PDF and the preview lay it out, never as HTML. */
export const formalNoticeLetterSchema = z.object({
  lang: languageSchema,
  heading: z.string(),
  /** "Montréal, le 1er mars 2025" style line: the day the notice is written. */
  dateLine: z.string(),
  senderLines: z.array(z.string()),
  recipientLines: z.array(z.string()),
  subject: z.string(),
  paragraphs: z.array(z.string()),
  /** The articles of the Civil Code of Québec the demand rests on, from the situation guide. */
  citedArticles: z.array(z.string()),
  /** The Tribunal form named in "what happens next". */
  form: z.string(),
  /** The deadline as a calendar day. */
  deadlineDate: isoDateSchema,
  signature: z.string(),
  disclaimer: z.string(),
});
export type FormalNoticeLetter = z.infer<typeof formalNoticeLetterSchema>;

export const GENERATED_DOCUMENT_TITLE_MAX_LENGTH = TEXT_LIMITS.title;

export const generatedDocumentSchema = z.object({
  id: idSchema,
  type: generatedDocumentTypeSchema,
  lang: languageSchema,
  title: z.string().max(GENERATED_DOCUMENT_TITLE_MAX_LENGTH),
  situation: formalNoticeSituationSchema,
  letter: formalNoticeLetterSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type GeneratedDocument = z.infer<typeof generatedDocumentSchema>;

/** The list leaves the letter out: title, type and date are what My documents shows. */
export const generatedDocumentSummarySchema = generatedDocumentSchema.omit({ letter: true });
export type GeneratedDocumentSummary = z.infer<typeof generatedDocumentSummarySchema>;

export const GENERATED_DOCUMENT_PAGE_SIZE = 20;
export const generatedDocumentListQuerySchema = z.strictObject(
  buildPaginationQueryShape({ defaultLimit: GENERATED_DOCUMENT_PAGE_SIZE }),
);
export type GeneratedDocumentListQuery = z.infer<typeof generatedDocumentListQuerySchema>;
export const generatedDocumentListResponseSchema = paginated(generatedDocumentSummarySchema);
export type GeneratedDocumentListResponse = z.infer<typeof generatedDocumentListResponseSchema>;

export const generatedDocumentParamsSchema = z.object({ id: idSchema });

export const renameGeneratedDocumentRequestSchema = z.strictObject({
  title: requiredText(GENERATED_DOCUMENT_TITLE_MAX_LENGTH),
});
export type RenameGeneratedDocumentRequest = z.infer<typeof renameGeneratedDocumentRequestSchema>;

/** Conversation export (issue 12 part 6): the whole conversation, its sources and their links. */
export const CONVERSATION_EXPORT_FORMATS = ['pdf', 'md'] as const;
export const conversationExportQuerySchema = z.strictObject({
  format: z.enum(CONVERSATION_EXPORT_FORMATS),
  /** Language of the export's own labels; the answers stay in the language they were written. */
  lang: languageSchema.default('en'),
});
export type ConversationExportQuery = z.infer<typeof conversationExportQuerySchema>;

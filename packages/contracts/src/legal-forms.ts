import { z } from 'zod';
import { buildPaginationQueryShape, paginated } from './pagination';
import { httpUrlSchema, isoDateSchema } from './primitives';
import { questionnaireUserTypeSchema } from './form-answer';

/**
 * Legal forms (issue 12): the 56 forms of the Tribunal administratif du logement as the corpus
 * catalogue describes them, searched in French and English, and the form finder that ranks them
 * for a person's situation from the situation guides and the chat's deadline rules.
 */

/** The catalogue's categories, who files a form, and its matter (corpus `enums`). */
export const LEGAL_FORM_CATEGORIES = [
  'applications_to_tribunal',
  'notices_to_lessor',
  'notices_to_lessee',
  'lease_and_appendices',
  'tribunal_administration',
] as const;
export const LEGAL_FORM_PARTIES = [
  'lessor',
  'lessee',
  'lessor_or_lessee',
  'lessor_and_lessee',
  'applicant',
  'respondent',
  'tribunal',
  'third_party',
] as const;
export const LEGAL_FORM_MATTERS = [
  'agreement',
  'rent',
  'ending_tenancy',
  'assignment_or_sublease',
  'application',
  'conciliation',
  'co_ownership_conversion',
  'administrative',
] as const;
export const legalFormCategorySchema = z.enum(LEGAL_FORM_CATEGORIES);
export const legalFormPartySchema = z.enum(LEGAL_FORM_PARTIES);
export const legalFormMatterSchema = z.enum(LEGAL_FORM_MATTERS);
export type LegalFormCategory = z.infer<typeof legalFormCategorySchema>;
export type LegalFormParty = z.infer<typeof legalFormPartySchema>;
export type LegalFormMatter = z.infer<typeof legalFormMatterSchema>;

export const LEGAL_FORMS_PAGE_SIZE = 12;
export const LEGAL_FORMS_MAX_PAGE_SIZE = 60;
export const LEGAL_FORMS_QUERY_MAX_LENGTH = 200;
/** The mandatory lease: sold by the Tribunal and stationers, never downloadable or reproduced. */
export const SOLD_LEGAL_FORM_ID = 'BAIL';

const formIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'must be a form code such as TAL-806A');

export const legalFormParamsSchema = z.object({ id: formIdSchema });

export const legalFormsQuerySchema = z.object({
  q: z.string().trim().max(LEGAL_FORMS_QUERY_MAX_LENGTH).optional(),
  party: legalFormPartySchema.optional(),
  category: legalFormCategorySchema.optional(),
  matter: legalFormMatterSchema.optional(),
  lang: z.enum(['en', 'fr']).optional(),
  ...buildPaginationQueryShape({
    defaultLimit: LEGAL_FORMS_PAGE_SIZE,
    maxLimit: LEGAL_FORMS_MAX_PAGE_SIZE,
  }),
});
export type LegalFormsQuery = z.infer<typeof legalFormsQuerySchema>;

/** Catalogue values are strings on the way out: a newer corpus may add a category. */
export const legalFormSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  matterType: z.string(),
  initiatingParty: z.string(),
  status: z.string(),
  useWhen: z.string(),
  /** The official page or PDF on tal.gouv.qc.ca (linked, never copied). */
  officialUrl: httpUrlSchema,
  /** Null when the form is not a downloadable PDF (BAIL is sold). */
  pdfUrl: httpUrlSchema.nullable(),
  sold: z.boolean(),
});
export type LegalFormSummary = z.infer<typeof legalFormSummarySchema>;

export const legalFormsResponseSchema = paginated(legalFormSummarySchema);
export type LegalFormsResponse = z.infer<typeof legalFormsResponseSchema>;

/** An article the form's legal effect rests on, with its text and official link. */
export const legalFormArticleSchema = z.object({
  article: z.string(),
  text: z.string(),
  url: httpUrlSchema.nullable(),
});
export type LegalFormArticle = z.infer<typeof legalFormArticleSchema>;

export const legalFormDetailSchema = legalFormSummarySchema.extend({
  doNotUseWhen: z.array(z.string()),
  legalEffect: z.string(),
  parties: z.array(z.string()),
  currentVersion: z.string().nullable(),
  articles: z.array(legalFormArticleSchema),
  relatedForms: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type LegalFormDetail = z.infer<typeof legalFormDetailSchema>;

export const FIND_FORM_SITUATION_MAX_LENGTH = 1000;
export const FIND_FORM_GOAL_MAX_LENGTH = 500;

/** The finder's questions: who you are, what happened or what you received, what you want, the dates. */
export const findFormRequestSchema = z
  .object({
    role: questionnaireUserTypeSchema,
    situation: z
      .string()
      .trim()
      .min(3, 'Describe what happened')
      .max(FIND_FORM_SITUATION_MAX_LENGTH),
    goal: z.string().trim().max(FIND_FORM_GOAL_MAX_LENGTH).default(''),
    /** The form code of a notice the person received, when they have one. */
    receivedForm: formIdSchema.optional(),
    dates: z
      .object({
        noticeReceived: isoDateSchema.optional(),
        noticeSent: isoDateSchema.optional(),
        leaseEnd: isoDateSchema.optional(),
      })
      .strict()
      .default({}),
    lang: z.enum(['en', 'fr']).default('en'),
  })
  .strict();
export type FindFormRequest = z.input<typeof findFormRequestSchema>;

/** A deadline of an article the form rests on; `date` is set when the dates given fix it. */
export const formDeadlineSchema = z.object({
  article: z.string(),
  text: z.string(),
  date: isoDateSchema.nullable(),
});
export type FormDeadline = z.infer<typeof formDeadlineSchema>;

export const findFormResultSchema = z.object({
  form: legalFormSummarySchema,
  /** Why this form: the situation guide's own words for when it is used. */
  reason: z.string(),
  guide: z.object({ id: z.string(), title: z.string() }).nullable(),
  deadlines: z.array(formDeadlineSchema),
});
export type FindFormResult = z.infer<typeof findFormResultSchema>;

export const findFormResponseSchema = z.object({
  results: z.array(findFormResultSchema),
  /** Dates that would let a deadline be computed, had they been given. */
  missingDates: z.array(z.enum(['noticeReceived', 'noticeSent', 'leaseEnd'])),
});
export type FindFormResponse = z.infer<typeof findFormResponseSchema>;

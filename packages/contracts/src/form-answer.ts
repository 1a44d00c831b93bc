import { z } from 'zod';
import { TEXT_LIMITS, idSchema, isoDateTimeSchema } from './primitives';
import {
  BUILDING_AGES,
  BUILDING_TYPES,
  EXCLUDED_SITUATIONS,
  LEASE_TERM_TYPES,
  QUESTIONNAIRE_USER_TYPES,
  SUBMISSION_STATES,
  type LeaseTermType,
} from './form-answer-values';

// The option lists and helpers are schema-free, so the web app's first screen can use them
// without loading zod (issue 18); this module keeps exporting them.
export {
  BUILDING_AGES,
  BUILDING_TYPES,
  DEFAULT_SKIPPED_ANSWERS,
  EXCLUDED_SITUATIONS,
  LEASE_TERM_TYPES,
  QUESTIONNAIRE_USER_TYPES,
  SUBMISSION_STATES,
  readStatedAnswers,
  readSubmissionState,
  type BuildingAge,
  type BuildingType,
  type ExcludedSituation,
  type LeaseTermType,
  type StatedAnswers,
} from './form-answer-values';

export const questionnaireUserTypeSchema = z.enum(QUESTIONNAIRE_USER_TYPES);
export type QuestionnaireUserType = z.infer<typeof questionnaireUserTypeSchema>;

export const questionnaireSubmissionStateSchema = z.enum(SUBMISSION_STATES);
export type QuestionnaireSubmissionState = z.infer<typeof questionnaireSubmissionStateSchema>;

/** Spec 01 §8: any schema failure is summarised to the user with this text. */
export const QUESTIONNAIRE_FAILURE_MESSAGE = 'Please fill in all required fields';
export const LEASE_DURATION_FIXED_TERM_ONLY_MESSAGE =
  'Lease duration is only allowed for a fixed-term lease';

/** A lease may run for years; 1200 months only stops absurd values from reaching storage. */
export const LEASE_DURATION_MAX_MONTHS = 1200;
export const ADDITIONAL_INFO_MAX_LENGTH = TEXT_LIMITS.comment;

/**
 * The answer fields themselves (spec 01 §3/§5, spec 02 §3). Owner booleans and leaseDuration
 * accept null because the wizard clears them (changing user type, choosing undetermined).
 */
const answerFields = {
  userType: z.enum(QUESTIONNAIRE_USER_TYPES, { error: 'User type is required' }),
  excludedSituation: z.enum(EXCLUDED_SITUATIONS, { error: 'Excluded situation is required' }),
  propertyOwnership: z.boolean().nullable().optional(),
  singleOwnership: z.boolean().nullable().optional(),
  spouseOwnership: z.boolean().nullable().optional(),
  leaseTermType: z.enum(LEASE_TERM_TYPES, { error: 'Lease term type is required' }),
  leaseDuration: z
    .number({ error: 'Lease duration must be a number of months' })
    .int('Lease duration must be a whole number of months')
    .min(1, 'Lease duration must be at least 1 month')
    .max(LEASE_DURATION_MAX_MONTHS, 'Lease duration is too long')
    .nullable()
    .optional(),
  buildingType: z.enum(BUILDING_TYPES, { error: 'Building type is required' }),
  buildingAgeUnder5: z.enum(BUILDING_AGES, { error: 'Building age is required' }),
  tenant65Over: z.boolean().nullable().default(null),
  additionalInfo: z.string().trim().max(ADDITIONAL_INFO_MAX_LENGTH).optional(),
  firstName: z.string().trim().max(TEXT_LIMITS.name).optional(),
  lastName: z.string().trim().max(TEXT_LIMITS.name).optional(),
};

interface LeaseFields {
  leaseTermType: LeaseTermType;
  leaseDuration?: number | null | undefined;
}

/** A duration only makes sense for a fixed-term lease; an undetermined lease must not carry one. */
function checkLeaseDuration<T extends LeaseFields>(value: T, ctx: z.RefinementCtx<T>): void {
  if (value.leaseTermType !== 'fixed-term' && value.leaseDuration != null) {
    ctx.addIssue({
      code: 'custom',
      message: LEASE_DURATION_FIXED_TERM_ONLY_MESSAGE,
      path: ['leaseDuration'],
    });
  }
}

/** Answers without owner: the shape stored in a form answer and sent to the advice stream. */
export const questionnaireFieldsSchema = z.object(answerFields).superRefine(checkLeaseDuration);
export type QuestionnaireFields = z.infer<typeof questionnaireFieldsSchema>;

/** Any subset of the answers (what a skipped questionnaire still states, a saved situation). */
export const statedAnswersSchema = z.object(answerFields).partial();

/** The questionnaire schema of spec 01 §5 and the POST /formAnswer body. */
export const questionnaireAnswersSchema = z
  .object({ userId: z.guid('Invalid user ID'), ...answerFields })
  .superRefine(checkLeaseDuration);
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswersSchema>;
export type QuestionnaireAnswersInput = z.input<typeof questionnaireAnswersSchema>;

/**
 * Whether the stored form stands for a skipped questionnaire (spec 01 §4 "skipped"): skipping
 * with no form posts DEFAULT_SKIPPED_ANSWERS with skipped true; skipping with a form patches it
 * with skipped true. A real submission leaves it out, which stores false.
 */
const skippedField = { skipped: z.boolean().default(false) };

export const createFormAnswerRequestSchema = z
  .object({ userId: z.guid('Invalid user ID'), ...answerFields, ...skippedField })
  .superRefine(checkLeaseDuration);
export type CreateFormAnswerRequest = z.infer<typeof createFormAnswerRequestSchema>;
export type CreateFormAnswerRequestInput = z.input<typeof createFormAnswerRequestSchema>;

export const createFormAnswerResponseSchema = z.object({ id: idSchema });
export type CreateFormAnswerResponse = z.infer<typeof createFormAnswerResponseSchema>;

/**
 * PATCH /formAnswer/{id}: the full answers again; tenant65Over defaults to false on update
 * (spec 02 §3). userId and formAnswerId may be echoed but the path and session decide.
 */
export const updateFormAnswerRequestSchema = z
  .object({
    ...answerFields,
    userId: z.guid('Invalid user ID').optional(),
    formAnswerId: idSchema.optional(),
    tenant65Over: z.boolean().nullable().default(false),
    ...skippedField,
  })
  .superRefine(checkLeaseDuration);
export type UpdateFormAnswerRequest = z.infer<typeof updateFormAnswerRequestSchema>;
export type UpdateFormAnswerRequestInput = z.input<typeof updateFormAnswerRequestSchema>;

/** A stored form: its id is the formAnswerId used by conversations. */
export const formAnswerSchema = z.object({
  id: idSchema,
  userId: idSchema,
  answers: questionnaireFieldsSchema,
  /** True when the form stands for a skipped questionnaire (see skippedField). */
  skipped: z.boolean().optional(),
  createdAt: isoDateTimeSchema.optional(),
  updatedAt: isoDateTimeSchema.optional(),
});
export type FormAnswer = z.infer<typeof formAnswerSchema>;

/** GET /formAnswer: the current user's form, or null when they have none yet. */
export const currentFormAnswerResponseSchema = formAnswerSchema.nullable();

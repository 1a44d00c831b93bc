import { z } from 'zod';
import { buildPaginationQueryShape, paginated } from './pagination';
import {
  DATE_RANGE_ORDER_MESSAGE,
  TEXT_LIMITS,
  httpUrlSchema,
  idSchema,
  isDateRangeOrdered,
  isoDateSchema,
} from './primitives';
import { languageSchema } from './profile';
import { caselawOutcomeSchema } from './source';

/**
 * Case-law research (issue 11): the real decisions of the corpus, searched in full text with the
 * knowledge base's bilingual search. Outcomes are shown as the corpus gives them; nothing here is
 * ever inferred to fill a gap.
 */

/** The two sides of a housing dispute a decision's applicant can be read as. */
export const PARTY_ROLES = ['tenant', 'landlord'] as const;
export const partyRoleSchema = z.enum(PARTY_ROLES);
export type PartyRole = z.infer<typeof partyRoleSchema>;

/** Tribunal filter codes: TAL, its predecessor the Régie du logement, and the courts. */
export const CASELAW_TRIBUNALS = ['tal', 'rdl', 'cq', 'cs'] as const;
export const caselawTribunalSchema = z.enum(CASELAW_TRIBUNALS);
export type CaselawTribunal = z.infer<typeof caselawTribunalSchema>;

/** The corpus's `claim_type` values (both files); a value outside this list cannot be filtered on. */
export const CASELAW_CLAIM_TYPES = [
  'assignment_sublease',
  'damages',
  'dwelling_condition',
  'eviction',
  'harassment',
  'lease_termination',
  'low_rental_eligibility',
  'low_rental_relocation',
  'major_works',
  'peaceable_enjoyment',
  'procedure_rectification',
  'rent_fixing',
  'rent_nonpayment',
  'rent_reduction',
  'repossession',
  'resiliation_nonpayment',
  'sublet_airbnb',
  'other',
] as const;
export const caselawClaimTypeSchema = z.enum(CASELAW_CLAIM_TYPES);
export type CaselawClaimType = z.infer<typeof caselawClaimTypeSchema>;

export const CASELAW_OUTCOMES = caselawOutcomeSchema.options;

/** Research results per page: 10 by default, never more than 50. */
export const CASELAW_PAGE_SIZE = 10;
export const CASELAW_MAX_PAGE_SIZE = 50;
export const CASELAW_QUERY_MAX_LENGTH = 1000;

/** Reads the tribunal code of a decision from the tribunal's name as the corpus writes it. */
export function readTribunalCode(tribunal: string | null | undefined): CaselawTribunal | null {
  if (!tribunal) return null;
  const name = tribunal.toLowerCase();
  if (name.startsWith('tribunal administratif du logement')) return 'tal';
  if (name.startsWith('régie du logement')) return 'rdl';
  if (name.startsWith('cour du québec')) return 'cq';
  if (name.startsWith('cour supérieure')) return 'cs';
  return null;
}

const text = (max: number) => z.string().max(max);

/** One decision as the research screen and GET /caselaw/{id} show it. */
export const caselawDecisionSchema = z.object({
  id: idSchema,
  /** Neutral citation; null for summaries and news reports that do not give one. */
  citation: text(TEXT_LIMITS.shortText).nullable(),
  /** Null when the source gives none: clients show the subject instead, never a made-up title. */
  title: text(500).nullable(),
  tribunal: text(TEXT_LIMITS.shortText).nullable(),
  tribunalCode: caselawTribunalSchema.nullable(),
  office: text(TEXT_LIMITS.shortText).nullable(),
  date: isoDateSchema.nullable(),
  subject: text(TEXT_LIMITS.comment),
  /** The opening of the decision or of its summary; never the ruling itself. */
  excerpt: text(TEXT_LIMITS.longText),
  /** The excerpt's language (TAL summaries are sometimes English); subjects are French. */
  lang: languageSchema,
  claimType: text(100).nullable(),
  outcome: caselawOutcomeSchema,
  /** The sentence the outcome was read from, when the source shows one. */
  outcomeSentence: text(TEXT_LIMITS.comment).nullable(),
  /** How the outcome was read, as the corpus notes it. */
  outcomeNote: text(TEXT_LIMITS.comment).nullable(),
  /** The applicant's side when the record names it (docs/decisions.md), else null. */
  applicantRole: partyRoleSchema.nullable(),
  parties: text(1000).nullable(),
  /** What the page is: decision text, official summary, news report, commentary. */
  sourceKind: text(100).nullable(),
  url: httpUrlSchema,
});
export type CaselawDecision = z.infer<typeof caselawDecisionSchema>;

/** A piece of a snippet; `match` marks the words the query found. */
export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

export const caselawSearchHitSchema = z.object({
  decision: caselawDecisionSchema,
  /** Relevance to the query; null when there is no query (then newest first). */
  score: z.number().nullable(),
  /** The part of the subject and excerpt that matched, cut into plain and matched pieces. */
  snippet: z.array(highlightSegmentSchema).max(200),
});
export type CaselawSearchHit = z.infer<typeof caselawSearchHitSchema>;

/** The filters of a search (also what a saved situation keeps to re-run it). */
export const caselawFiltersShape = {
  q: z.string().trim().max(CASELAW_QUERY_MAX_LENGTH).optional(),
  tribunal: caselawTribunalSchema.optional(),
  outcome: caselawOutcomeSchema.optional(),
  claimType: caselawClaimTypeSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
};

const orderedRange = (value: { from?: string; to?: string }) =>
  isDateRangeOrdered(value.from, value.to);
const RANGE_ERROR = {
  message: DATE_RANGE_ORDER_MESSAGE.replace('startDate', 'from').replace('endDate', 'to'),
  path: ['to'],
};

export const caselawFiltersSchema = z
  .strictObject(caselawFiltersShape)
  .refine(orderedRange, RANGE_ERROR);
export type CaselawFilters = z.infer<typeof caselawFiltersSchema>;

/** GET /caselaw/search: an unknown parameter, a bad date or a page out of range is a 400. */
export const caselawSearchQuerySchema = z
  .strictObject({
    ...caselawFiltersShape,
    ...buildPaginationQueryShape({
      defaultLimit: CASELAW_PAGE_SIZE,
      maxLimit: CASELAW_MAX_PAGE_SIZE,
    }),
  })
  .refine(orderedRange, RANGE_ERROR);
export type CaselawSearchQuery = z.infer<typeof caselawSearchQuerySchema>;
export type CaselawSearchQueryInput = z.input<typeof caselawSearchQuerySchema>;

export const caselawSearchResponseSchema = paginated(caselawSearchHitSchema);
export type CaselawSearchResponse = z.infer<typeof caselawSearchResponseSchema>;

export const caselawDecisionParamsSchema = z.object({ id: idSchema });

import { z } from 'zod';
import { AREAS_OF_LAW, areaOfLawSchema, isAreaOfLaw, languageCodeSchema } from './areas-of-law';
import { TEXT_LIMITS, idSchema, isoDateTimeSchema, optionalLinkSchema } from './primitives';
import { buildPaginationQueryShape, paginated } from './pagination';

const place = z.string().trim().max(TEXT_LIMITS.shortText);
const tagList = z.array(z.string().trim().min(1).max(TEXT_LIMITS.shortText)).max(50);

/**
 * A lawyer as shown in the marketplace and the experts panel (spec 01 §3 "Legal expert",
 * spec 02 §3 "Lawyer profile"); snake_case names are the spec's. The optional structured
 * fields after them are what the marketplace filters match on.
 */
export const legalExpertSchema = z.object({
  id: idSchema,
  name: z.string().max(TEXT_LIMITS.name),
  /** Only displayed when isValidImageUrl accepts it; otherwise initials are shown. */
  expert_image: optionalLinkSchema.nullable().optional(),
  location_formatted: z.string().max(500),
  description: z.string().max(TEXT_LIMITS.comment),
  rating: z.object({
    score: z.number().min(0).max(5),
    total_ratings: z.number().int().nonnegative(),
  }),
  fields_of_expertise: z.object({
    main_fields: z.array(z.string().max(TEXT_LIMITS.shortText)).max(50),
    /** E.g. "+3 more"; formatted by the server so both languages read naturally. */
    total_remaining_formatted: z.string().max(100),
  }),
  /** A fictional profile seeded with demo data; the UI marks it as a demo. */
  isDemo: z.boolean().optional(),
  /**
   * Whether "Get a free quote" can reach this lawyer: the profile belongs to an account. A
   * profile whose account was deleted keeps showing, with the button disabled and the reason.
   */
  acceptsQuotes: z.boolean().optional(),
});
export type LegalExpert = z.infer<typeof legalExpertSchema>;

/**
 * GET /profiles/matching for the experts panel of the chat: the profiles best matching the
 * conversation's situation (its area of law) and the user's city, best rated among equals.
 */
export const EXPERTS_PANEL_DEFAULT_LIMIT = 3;
export const legalExpertListQuerySchema = z.object({
  conversationId: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(EXPERTS_PANEL_DEFAULT_LIMIT),
});
export type LegalExpertListQuery = z.infer<typeof legalExpertListQuerySchema>;
export const legalExpertListResponseSchema = z.object({ items: z.array(legalExpertSchema) });
export type LegalExpertListResponse = z.infer<typeof legalExpertListResponseSchema>;

/** Barreau du Québec member number: shown as the lawyer gave it, never verified by LexLogis. */
export const barreauNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/, 'Use letters, digits, spaces or dashes (30 at most)');

export const lawyerProfileSchema = legalExpertSchema.extend({
  userId: idSchema.nullable().optional(),
  areasOfLaw: z.array(areaOfLawSchema).optional(),
  languages: tagList.optional(),
  city: place.optional(),
  stateProvince: place.optional(),
  country: place.optional(),
  /** As given by the lawyer; the UI says it is not verified by LexLogis. */
  barreauNumber: z.string().max(30).nullable().optional(),
  createdAt: isoDateTimeSchema.optional(),
  updatedAt: isoDateTimeSchema.optional(),
});
export type LawyerProfile = z.infer<typeof lawyerProfileSchema>;

export const lawyerProfileListSchema = paginated(lawyerProfileSchema);
export type LawyerProfileList = z.infer<typeof lawyerProfileListSchema>;

/** POST profile: created only for users whose role is lawyer, and only by that lawyer. */
export const createLawyerProfileRequestSchema = z.object({ userId: idSchema });
export type CreateLawyerProfileRequest = z.infer<typeof createLawyerProfileRequestSchema>;

/** PATCH profile by user id: the lawyer edits their own profile. */
export const updateLawyerProfileRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(TEXT_LIMITS.name).optional(),
    description: z.string().trim().max(TEXT_LIMITS.comment).optional(),
    expert_image: optionalLinkSchema.nullable().optional(),
    areasOfLaw: z.array(areaOfLawSchema).max(AREAS_OF_LAW.length).optional(),
    languages: z.array(languageCodeSchema).max(20).optional(),
    city: place.optional(),
    stateProvince: place.optional(),
    country: place.optional(),
    barreauNumber: barreauNumberSchema.or(z.literal('')).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'At least one field must be provided',
  });
export type UpdateLawyerProfileRequest = z.infer<typeof updateLawyerProfileRequestSchema>;

/** The fields a complete profile has; the dashboard shows what is missing. */
export const PROFILE_COMPLETENESS_FIELDS = [
  'name',
  'description',
  'expert_image',
  'city',
  'languages',
  'areasOfLaw',
  'barreauNumber',
] as const;
export type ProfileCompletenessField = (typeof PROFILE_COMPLETENESS_FIELDS)[number];

export function getProfileCompleteness(profile: LawyerProfile): {
  percent: number;
  missing: ProfileCompletenessField[];
} {
  const filled = (field: ProfileCompletenessField) => {
    const value = profile[field];
    return Array.isArray(value) ? value.length > 0 : Boolean(value && String(value).trim());
  };
  const missing = PROFILE_COMPLETENESS_FIELDS.filter((field) => !filled(field));
  const done = PROFILE_COMPLETENESS_FIELDS.length - missing.length;
  return { percent: Math.round((done / PROFILE_COMPLETENESS_FIELDS.length) * 100), missing };
}

/** Options of the marketplace filter sidebar. */
export const profileFilterValuesSchema = z.object({
  areasOfLaw: z.array(z.string().max(TEXT_LIMITS.shortText)),
  languages: z.array(z.string().max(TEXT_LIMITS.shortText)),
  countries: z.array(z.string().max(TEXT_LIMITS.shortText)),
  stateProvinces: z.array(z.string().max(TEXT_LIMITS.shortText)),
  cities: z.array(z.string().max(TEXT_LIMITS.shortText)),
});
export type ProfileFilterValues = z.infer<typeof profileFilterValuesSchema>;

/** The value meaning "no language filter". */
export const ALL_LANGUAGES = 'all';
export const DEFAULT_MARKETPLACE_PAGE = '1';

/**
 * Marketplace filters as kept in the URL parameter 'filters' (encoded JSON): strings only,
 * all empty by default, page '1'. language is 'all' or a comma-separated list.
 */
export const marketplaceFiltersSchema = z.object({
  areasOfLaw: z.string().trim().max(1000).default(''),
  city: place.default(''),
  stateProvince: place.default(''),
  country: place.default(''),
  language: z.string().trim().max(500).default(''),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'Page must be a positive whole number')
    .default(DEFAULT_MARKETPLACE_PAGE),
});
export type MarketplaceFilters = z.infer<typeof marketplaceFiltersSchema>;

export const DEFAULT_MARKETPLACE_FILTERS: MarketplaceFilters = {
  areasOfLaw: '',
  city: '',
  stateProvince: '',
  country: '',
  language: '',
  page: DEFAULT_MARKETPLACE_PAGE,
};

/** GET profiles list: the same filters as query parameters, plus page and limit. */
export const lawyerProfilesQuerySchema = z
  .object({
    ...marketplaceFiltersSchema.omit({ page: true }).shape,
    ...buildPaginationQueryShape({ defaultLimit: 12, maxLimit: 50 }),
  })
  .superRefine((query, ctx) => {
    for (const area of parseFilterList(query.areasOfLaw)) {
      if (!isAreaOfLaw(area)) {
        ctx.addIssue({ code: 'custom', path: ['areasOfLaw'], message: `Unknown area: ${area}` });
      }
    }
    for (const language of parseFilterList(query.language)) {
      if (!languageCodeSchema.safeParse(language).success) {
        ctx.addIssue({
          code: 'custom',
          path: ['language'],
          message: `Unknown language: ${language}`,
        });
      }
    }
  });
export type LawyerProfilesQuery = z.infer<typeof lawyerProfilesQuerySchema>;

/** Splits a comma-separated filter value; 'all' and blanks mean no restriction. */
export function parseFilterList(value: string | undefined): string[] {
  if (!value || value.trim().toLowerCase() === ALL_LANGUAGES) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

import { z } from 'zod';

/**
 * Building blocks shared by every domain file. Every string has a ceiling so that a client
 * mistake (or abuse) is rejected by validation as a 400 instead of reaching storage.
 */
export const TEXT_LIMITS = {
  id: 128,
  email: 254,
  name: 200,
  shortText: 200,
  title: 200,
  url: 2048,
  token: 8192,
  comment: 5000,
  longText: 20_000,
  /** Model answers, stored source texts and flagged responses. */
  documentText: 100_000,
} as const;

/** Opaque identifier: the server owns the format (uuid today), clients only echo it back. */
export const idSchema = z.string().trim().min(1).max(TEXT_LIMITS.id);

/** Timestamps cross the wire as ISO 8601 strings; an offset other than Z is accepted too. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const isoDateSchema = z.iso.date();
/** Filters accept either a calendar day (2024-05-01) or a full timestamp. */
export const isoDateOrDateTimeSchema = z.union([isoDateSchema, isoDateTimeSchema]);

export const emailSchema = z.email().max(TEXT_LIMITS.email);

/**
 * Links shown to users must be http(s): a `javascript:` URL in a source list would be an XSS
 * vector. Localhost is allowed on purpose (development outbox, stub checkout).
 */
export const httpUrlSchema = z.url({ protocol: /^https?$/ }).max(TEXT_LIMITS.url);

/** Like httpUrlSchema, but also the empty string that legacy parallel lists use for "no link". */
export const optionalLinkSchema = z.union([z.literal(''), httpUrlSchema]);

export const sortOrderSchema = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** Flat JSON metadata: scalar values only, bounded in count, so it stays cheap to store and query. */
const metadataValueSchema = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
export const MAX_METADATA_KEYS = 50;
export const metadataSchema = z
  .record(z.string().max(100), metadataValueSchema)
  .refine((value) => Object.keys(value).length <= MAX_METADATA_KEYS, {
    message: `At most ${MAX_METADATA_KEYS} metadata keys are allowed`,
  });
export type Metadata = z.infer<typeof metadataSchema>;

// Lives in a schema-free module so the web app can use it without loading zod (issue 18).
export { truncateText } from './text';

/** True unless both bounds are given and the start falls after the end. */
export function isDateRangeOrdered(start?: string | null, end?: string | null): boolean {
  if (!start || !end) return true;
  const from = Date.parse(start);
  const to = Date.parse(end);
  return Number.isNaN(from) || Number.isNaN(to) || from <= to;
}

export const DATE_RANGE_ORDER_MESSAGE = 'startDate must not be after endDate';

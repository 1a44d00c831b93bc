import { z } from 'zod';

/** No list endpoint answers more than this per page, whatever the client asks. */
export const MAX_PAGE_LIMIT = 100;
/** Admin lists and payment history default to 10 per page (spec 02 §9). */
export const DEFAULT_PAGE_LIMIT = 10;
/** A page number past this is a client mistake, not a real list. */
export const MAX_PAGE = 1_000_000;

export const paginationMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** Every paginated list answers { items, meta } (spec 02 §3: "paged items plus meta"). */
export function paginated<T extends z.ZodType>(itemSchema: T) {
  return z.object({ items: z.array(itemSchema), meta: paginationMetaSchema });
}
export interface Paginated<T> {
  items: T[];
  meta: PaginationMeta;
}

/**
 * Query-string page and limit: strings are coerced to integers, missing values take the
 * defaults, anything else (0, -1, 'abc', 2.5, over the ceiling) is a validation error.
 */
export function buildPaginationQueryShape(
  options: { defaultLimit?: number; maxLimit?: number } = {},
) {
  const { defaultLimit = DEFAULT_PAGE_LIMIT, maxLimit = MAX_PAGE_LIMIT } = options;
  return {
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  };
}

export const paginationQuerySchema = z.object(buildPaginationQueryShape());
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export function getTotalPages(total: number, limit: number): number {
  return limit > 0 ? Math.ceil(total / limit) : 0;
}

export function buildPaginationMeta(total: number, page: number, limit: number): PaginationMeta {
  return { total, page, limit, totalPages: getTotalPages(total, limit) };
}

/** Row offset of a page, for SQL OFFSET. */
export function getPageOffset(page: number, limit: number): number {
  return (Math.max(1, page) - 1) * limit;
}

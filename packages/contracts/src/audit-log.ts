import { z } from 'zod';
import {
  DATE_RANGE_ORDER_MESSAGE,
  TEXT_LIMITS,
  idSchema,
  isDateRangeOrdered,
  isoDateOrDateTimeSchema,
  isoDateTimeSchema,
  sortOrderSchema,
} from './primitives';
import { buildPaginationQueryShape, paginated } from './pagination';

/** Audit-log page size and search debounce (spec 02 §9). */
export const AUDIT_LOG_PAGE_SIZE = 12;
export const AUDIT_LOG_SEARCH_DEBOUNCE_MS = 500;

export const AUDIT_LOG_SORT_FIELDS = ['timestamp', 'action', 'entityType', 'userId'] as const;
export const auditLogSortFieldSchema = z.enum(AUDIT_LOG_SORT_FIELDS);
export type AuditLogSortField = z.infer<typeof auditLogSortFieldSchema>;

const filterText = z.string().trim().max(100).optional();

/** GET /admin/audit-logs query; newest first by default. */
export const auditLogFiltersSchema = z
  .object({
    ...buildPaginationQueryShape({ defaultLimit: AUDIT_LOG_PAGE_SIZE }),
    entityType: filterText,
    action: filterText,
    userId: idSchema.optional(),
    startDate: isoDateOrDateTimeSchema.optional(),
    endDate: isoDateOrDateTimeSchema.optional(),
    searchQuery: z.string().trim().max(TEXT_LIMITS.shortText).optional(),
    sortField: auditLogSortFieldSchema.default('timestamp'),
    sortOrder: sortOrderSchema.default('desc'),
  })
  .refine((filters) => isDateRangeOrdered(filters.startDate, filters.endDate), {
    message: DATE_RANGE_ORDER_MESSAGE,
    path: ['startDate'],
  });
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;
export type AuditLogFiltersInput = z.input<typeof auditLogFiltersSchema>;

export const auditLogItemSchema = z.object({
  id: idSchema,
  timestamp: isoDateTimeSchema,
  /** Null for actions taken by the system itself (seeding, scheduled jobs). */
  userId: idSchema.nullable(),
  entityType: z.string().max(100),
  entityId: z.string().max(TEXT_LIMITS.id).nullable(),
  action: z.string().max(100),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogItem = z.infer<typeof auditLogItemSchema>;

export const auditLogListSchema = paginated(auditLogItemSchema);
export type AuditLogList = z.infer<typeof auditLogListSchema>;

import {
  buildPaginationMeta,
  getPageOffset,
  type AuditLogFilters,
  type AuditLogItem,
  type AuditLogList,
} from '@lexlogis/contracts';
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLogs } from '../../db/schema-platform';

const SORT_COLUMNS = {
  timestamp: auditLogs.timestamp,
  action: auditLogs.action,
  entityType: auditLogs.entityType,
  userId: auditLogs.userId,
} as const;

/** A bare date as an end bound means the whole of that day. */
function toEndBound(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

function buildConditions(filters: AuditLogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.entityType) conditions.push(eq(auditLogs.entityType, filters.entityType));
  if (filters.action) conditions.push(eq(auditLogs.action, filters.action));
  if (filters.userId) conditions.push(sql`${auditLogs.userId}::text = ${filters.userId}`);
  if (filters.startDate) conditions.push(gte(auditLogs.timestamp, new Date(filters.startDate)));
  if (filters.endDate) conditions.push(lte(auditLogs.timestamp, toEndBound(filters.endDate)));
  if (filters.searchQuery) {
    const pattern = `%${escapeLike(filters.searchQuery)}%`;
    conditions.push(
      or(
        ilike(auditLogs.action, pattern),
        ilike(auditLogs.entityType, pattern),
        ilike(auditLogs.entityId, pattern),
        sql`${auditLogs.details}::text ilike ${pattern}`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Read-only on purpose: the app never updates or deletes an audit entry. */
export function createAuditLogRepository(db: Database) {
  return {
    async listAuditLogs(filters: AuditLogFilters): Promise<AuditLogList> {
      const where = buildConditions(filters);
      const column = SORT_COLUMNS[filters.sortField];
      const direction = filters.sortOrder === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLogs)
          .where(where)
          // The id breaks ties so pages never repeat or skip an entry of the same instant.
          .orderBy(direction(column), direction(auditLogs.id))
          .limit(filters.limit)
          .offset(getPageOffset(filters.page, filters.limit)),
        db.select({ value: count() }).from(auditLogs).where(where),
      ]);
      const items: AuditLogItem[] = rows.map((row) => ({
        id: row.id,
        timestamp: row.timestamp.toISOString(),
        userId: row.userId,
        entityType: row.entityType,
        entityId: row.entityId,
        action: row.action,
        details: row.details,
      }));
      return { items, meta: buildPaginationMeta(total?.value ?? 0, filters.page, filters.limit) };
    },
  };
}
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

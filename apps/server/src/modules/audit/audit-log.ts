import type { Database } from '../../db/client';
import { auditLogs } from '../../db/schema-platform';

/** What the audit log records; entity types and actions are stable, upper-case words. */
export type AuditEntry = {
  /** Who acted: an administrator, the user themselves, or null for the system. */
  actorId: string | null;
  entityType: string;
  entityId: string | null;
  action: string;
  details?: Record<string, unknown>;
  at: Date;
};

/**
 * The one writer of the audit log. Pass the transaction of the change being recorded, so the
 * entry and the change are committed together or not at all: a failed change leaves no entry
 * and a recorded change always has one. Other modules (payments' refunds) call this too.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLogs).values({
    timestamp: entry.at,
    userId: entry.actorId,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    details: entry.details ?? null,
  });
}

import {
  buildPaginationMeta,
  getPageOffset,
  type AdminFlaggedResponse,
  type AdminFlaggedResponseList,
  type AdminFlaggedResponsesQuery,
} from '@lexlogis/contracts';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flaggedResponses } from '../../db/schema-chat';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-log';

type Row = typeof flaggedResponses.$inferSelect;

function toItem(row: Row): AdminFlaggedResponse {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    reaction: row.reaction,
    question: row.flaggedQuestion,
    response: row.flaggedResponse,
    comments: row.comments,
    timestamp: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
  };
}

const REVIEW_FILTERS = {
  all: undefined,
  pending: isNull(flaggedResponses.reviewedAt),
  reviewed: isNotNull(flaggedResponses.reviewedAt),
} as const;

/** The flagged-responses review queue: newest first, each entry marked reviewed or not. */
export function createFlaggedReviewService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async listFlaggedResponses(
      query: AdminFlaggedResponsesQuery,
    ): Promise<AdminFlaggedResponseList> {
      const where = REVIEW_FILTERS[query.review];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(flaggedResponses)
          .where(where)
          .orderBy(desc(flaggedResponses.createdAt), desc(flaggedResponses.id))
          .limit(query.limit)
          .offset(getPageOffset(query.page, query.limit)),
        db.select({ value: count() }).from(flaggedResponses).where(where),
      ]);
      return {
        items: rows.map(toItem),
        meta: buildPaginationMeta(total?.value ?? 0, query.page, query.limit),
      };
    },

    async setReviewed(
      actorId: string,
      id: string,
      reviewed: boolean,
    ): Promise<AdminFlaggedResponse> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .update(flaggedResponses)
          .set(
            reviewed
              ? { reviewedAt: now, reviewedBy: actorId }
              : { reviewedAt: null, reviewedBy: null },
          )
          .where(eq(flaggedResponses.id, id))
          .returning();
        if (!row) throw new AppError('FLAGGED_RESPONSE_NOT_FOUND');
        await recordAudit(tx, {
          actorId,
          entityType: 'FLAGGED_RESPONSE',
          entityId: id,
          action: reviewed ? 'FLAGGED_RESPONSE_REVIEWED' : 'FLAGGED_RESPONSE_REOPENED',
          at: now,
        });
        return toItem(row);
      });
    },
  };
}
export type FlaggedReviewService = ReturnType<typeof createFlaggedReviewService>;

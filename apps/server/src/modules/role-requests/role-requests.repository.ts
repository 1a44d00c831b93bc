import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { LawyerRoleRequestStatus } from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import { lawyerRoleRequests, users } from '../../db/schema-identity';

export type RoleRequestRow = typeof lawyerRoleRequests.$inferSelect;
export type RoleRequestWithUserRow = {
  request: RoleRequestRow;
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'role'>;
};

const requestWithUser = {
  request: lawyerRoleRequests,
  user: { id: users.id, name: users.name, email: users.email, role: users.role },
};

/** Lawyer-role requests; the only place with their queries. */
export function createRoleRequestsRepository(db: Database) {
  async function findPending(userId: string): Promise<RoleRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(lawyerRoleRequests)
      .where(and(eq(lawyerRoleRequests.userId, userId), eq(lawyerRoleRequests.status, 'pending')))
      .limit(1);
    return row;
  }

  return {
    /**
     * Files a pending request unless the user has one (a partial unique index allows one), and
     * returns the pending request either way.
     */
    async insertPendingIfMissing(
      userId: string,
      now: Date,
    ): Promise<{ row: RoleRequestRow; created: boolean }> {
      // Twice at most: a request decided between the insert and the read leaves none pending.
      for (let attempt = 0; ; attempt += 1) {
        const [inserted] = await db
          .insert(lawyerRoleRequests)
          .values({ userId, status: 'pending', requestedAt: now })
          .onConflictDoNothing({
            target: lawyerRoleRequests.userId,
            where: sql`${sql.identifier('status')} = 'pending'`,
          })
          .returning();
        if (inserted) return { row: inserted, created: true };
        const pending = await findPending(userId);
        if (pending || attempt > 0) return { row: pending!, created: false };
      }
    },

    async findLatestForUser(userId: string): Promise<RoleRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(lawyerRoleRequests)
        .where(eq(lawyerRoleRequests.userId, userId))
        .orderBy(desc(lawyerRoleRequests.requestedAt), desc(lawyerRoleRequests.id))
        .limit(1);
      return row;
    },

    async findWithUser(id: string): Promise<RoleRequestWithUserRow | undefined> {
      const [row] = await db
        .select(requestWithUser)
        .from(lawyerRoleRequests)
        .innerJoin(users, eq(users.id, lawyerRoleRequests.userId))
        .where(eq(lawyerRoleRequests.id, id));
      return row;
    },

    /** Oldest first, so the longest-waiting request is decided first. */
    async listWithUsers(status: LawyerRoleRequestStatus, limit: number, offset: number) {
      const rows = await db
        .select({ ...requestWithUser, total: sql<number>`count(*) over ()` })
        .from(lawyerRoleRequests)
        .innerJoin(users, eq(users.id, lawyerRoleRequests.userId))
        .where(eq(lawyerRoleRequests.status, status))
        .orderBy(asc(lawyerRoleRequests.requestedAt), asc(lawyerRoleRequests.id))
        .limit(limit)
        .offset(offset);
      if (rows.length > 0 || offset === 0) {
        return { rows, total: Number(rows[0]?.total ?? 0) };
      }
      // Past the last page: the window count has no row to ride on.
      const [total] = await db
        .select({ value: count() })
        .from(lawyerRoleRequests)
        .where(eq(lawyerRoleRequests.status, status));
      return { rows: [], total: total?.value ?? 0 };
    },

    /**
     * Decides a pending request, and on approval gives the user the lawyer role, in one
     * transaction: the role never changes without the request saying who approved it.
     * Undefined when no pending request has that id.
     */
    async decide(
      id: string,
      decision: 'approved' | 'rejected',
      adminId: string,
      now: Date,
    ): Promise<RoleRequestRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(lawyerRoleRequests)
          .set({ status: decision, decidedAt: now, decidedBy: adminId })
          .where(and(eq(lawyerRoleRequests.id, id), eq(lawyerRoleRequests.status, 'pending')))
          .returning();
        if (row && decision === 'approved') {
          await tx
            .update(users)
            .set({ role: 'lawyer', updatedAt: now })
            .where(eq(users.id, row.userId));
        }
        return row;
      });
    },
  };
}
export type RoleRequestsRepository = ReturnType<typeof createRoleRequestsRepository>;

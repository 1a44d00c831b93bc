import { and, count, eq, gt, isNull, max, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idpRefreshTokens, idpSignInAttempts } from '../../db/schema-identity';

export type RefreshTokenRow = typeof idpRefreshTokens.$inferSelect;

/** Refresh-token families and sign-in attempts: the provider's server-side session state. */
export function createIdpSessionsRepository(db: Database) {
  return {
    async insertRefreshToken(values: typeof idpRefreshTokens.$inferInsert): Promise<void> {
      await db.insert(idpRefreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(idpRefreshTokens)
        .where(eq(idpRefreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /** False when another request rotated or revoked it first (treated as reuse). */
    async markRotated(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(idpRefreshTokens)
        .set({ rotatedAt: now })
        .where(
          and(
            eq(idpRefreshTokens.id, id),
            isNull(idpRefreshTokens.rotatedAt),
            isNull(idpRefreshTokens.revokedAt),
          ),
        )
        .returning({ id: idpRefreshTokens.id });
      return rows.length === 1;
    },

    /** A family is live while one of its tokens is unrevoked and its 30-day limit is ahead. */
    async isFamilyActive(familyId: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: idpRefreshTokens.id })
        .from(idpRefreshTokens)
        .where(
          and(
            eq(idpRefreshTokens.familyId, familyId),
            isNull(idpRefreshTokens.revokedAt),
            gt(idpRefreshTokens.familyExpiresAt, now),
          ),
        )
        .limit(1);
      return rows.length === 1;
    },

    /** When an unrevoked family ends (its 30-day limit), or undefined once it is revoked. */
    async findActiveFamilyEnd(familyId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ endsAt: max(idpRefreshTokens.familyExpiresAt) })
        .from(idpRefreshTokens)
        .where(and(eq(idpRefreshTokens.familyId, familyId), isNull(idpRefreshTokens.revokedAt)));
      return row?.endsAt ? new Date(row.endsAt) : undefined;
    },

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(idpRefreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(idpRefreshTokens.familyId, familyId), isNull(idpRefreshTokens.revokedAt)));
    },

    /** Every session of the user, or every one but `exceptFamilyId` (the caller's own). */
    async revokeUserTokens(userSub: string, now: Date, exceptFamilyId?: string): Promise<void> {
      const conditions = [
        eq(idpRefreshTokens.userSub, userSub),
        isNull(idpRefreshTokens.revokedAt),
      ];
      if (exceptFamilyId) conditions.push(ne(idpRefreshTokens.familyId, exceptFamilyId));
      await db
        .update(idpRefreshTokens)
        .set({ revokedAt: now })
        .where(and(...conditions));
    },

    async recordSignInAttempt(values: {
      email: string;
      ip: string;
      at: Date;
      success: boolean;
    }): Promise<void> {
      await db.insert(idpSignInAttempts).values(values);
    },

    /** Failures for the account since `since`, not counting those before its last success. */
    async countAccountFailures(email: string, since: Date): Promise<number> {
      const [last] = await db
        .select({ at: max(idpSignInAttempts.at) })
        .from(idpSignInAttempts)
        .where(
          and(
            eq(idpSignInAttempts.email, email),
            eq(idpSignInAttempts.success, true),
            gt(idpSignInAttempts.at, since),
          ),
        );
      const from = last?.at ? new Date(last.at) : since;
      const [row] = await db
        .select({ value: count() })
        .from(idpSignInAttempts)
        .where(
          and(
            eq(idpSignInAttempts.email, email),
            eq(idpSignInAttempts.success, false),
            gt(idpSignInAttempts.at, from),
          ),
        );
      return row?.value ?? 0;
    },

    async countIpFailures(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(idpSignInAttempts)
        .where(
          and(
            eq(idpSignInAttempts.ip, ip),
            eq(idpSignInAttempts.success, false),
            gt(idpSignInAttempts.at, since),
          ),
        );
      return row?.value ?? 0;
    },
  };
}
export type IdpSessionsRepository = ReturnType<typeof createIdpSessionsRepository>;

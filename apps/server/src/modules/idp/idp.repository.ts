import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idpCodes, idpUsers } from '../../db/schema-identity';

export type IdpUserRow = typeof idpUsers.$inferSelect;
export type NewIdpUser = typeof idpUsers.$inferInsert;
export type IdpCodeRow = typeof idpCodes.$inferSelect;
export type CodePurpose = IdpCodeRow['purpose'];

/** Accounts and one-time codes of the identity provider. */
export function createIdpRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<IdpUserRow | undefined> {
      const [row] = await db.select().from(idpUsers).where(eq(idpUsers.email, email)).limit(1);
      return row;
    },

    async findUserBySub(sub: string): Promise<IdpUserRow | undefined> {
      const [row] = await db.select().from(idpUsers).where(eq(idpUsers.sub, sub)).limit(1);
      return row;
    },

    async findUserByGoogleSub(googleSub: string): Promise<IdpUserRow | undefined> {
      const [row] = await db
        .select()
        .from(idpUsers)
        .where(eq(idpUsers.googleSub, googleSub))
        .limit(1);
      return row;
    },

    async insertUser(values: NewIdpUser): Promise<IdpUserRow> {
      const [row] = await db.insert(idpUsers).values(values).returning();
      return row!;
    },

    async updateUser(sub: string, values: Partial<NewIdpUser>): Promise<IdpUserRow | undefined> {
      const [row] = await db.update(idpUsers).set(values).where(eq(idpUsers.sub, sub)).returning();
      return row;
    },

    /** A new code replaces any live one of the same purpose: only the latest email counts. */
    async replaceCode(values: {
      userSub: string;
      purpose: CodePurpose;
      codeHash: string;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      await db
        .update(idpCodes)
        .set({ invalidatedAt: values.now })
        .where(liveCodeOf(values.userSub, values.purpose));
      await db.insert(idpCodes).values({
        userSub: values.userSub,
        purpose: values.purpose,
        codeHash: values.codeHash,
        expiresAt: values.expiresAt,
        createdAt: values.now,
      });
    },

    async countCodesSince(userSub: string, purpose: CodePurpose, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(idpCodes)
        .where(
          and(
            eq(idpCodes.userSub, userSub),
            eq(idpCodes.purpose, purpose),
            gte(idpCodes.createdAt, since),
          ),
        );
      return row?.value ?? 0;
    },

    async findLiveCode(userSub: string, purpose: CodePurpose): Promise<IdpCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(idpCodes)
        .where(liveCodeOf(userSub, purpose))
        .orderBy(desc(idpCodes.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Counts a try before the code is compared, atomically, so parallel guesses cannot exceed
     * the limit. Undefined when the code is no longer live or has no tries left.
     */
    async reserveCodeAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(idpCodes)
        .set({ attempts: sql`${idpCodes.attempts} + 1` })
        .where(
          and(
            eq(idpCodes.id, id),
            isNull(idpCodes.invalidatedAt),
            lt(idpCodes.attempts, maxAttempts),
          ),
        )
        .returning({ attempts: idpCodes.attempts });
      return row?.attempts;
    },

    async invalidateCode(id: string, now: Date): Promise<void> {
      await db.update(idpCodes).set({ invalidatedAt: now }).where(eq(idpCodes.id, id));
    },
  };
}
export type IdpRepository = ReturnType<typeof createIdpRepository>;

function liveCodeOf(userSub: string, purpose: CodePurpose) {
  return and(
    eq(idpCodes.userSub, userSub),
    eq(idpCodes.purpose, purpose),
    isNull(idpCodes.invalidatedAt),
  );
}

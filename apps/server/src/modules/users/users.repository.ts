import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema-identity';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepository(db: Database) {
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findUserByProviderId(providerId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.providerId, providerId)).limit(1);
      return row;
    },

    /** Inserts unless a row for that identity exists; either way returns the stored row. */
    async insertUserIfMissing(values: NewUserRow): Promise<UserRow> {
      const [inserted] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.providerId })
        .returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(users)
        .where(eq(users.providerId, values.providerId))
        .limit(1);
      return existing!;
    },

    async updateUser(id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

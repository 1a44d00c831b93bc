import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { formAnswers, users } from '../../db/schema-identity';

export type FormAnswerRow = typeof formAnswers.$inferSelect;
export type FormAnswerColumns = Omit<
  typeof formAnswers.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

/**
 * Form answers and the two user columns that follow them (users.form_answer_id and
 * users.has_filled_questionnaire), always written in one transaction so they never disagree.
 */
export function createFormAnswersRepository(db: Database) {
  /**
   * has_filled_questionnaire says the user answered the wizard at least once: a later skip
   * (which keeps or defaults the answers) does not take that back.
   */
  async function pointUserAt(tx: Database, row: FormAnswerRow, now: Date): Promise<void> {
    const filled = row.skipped ? users.hasFilledQuestionnaire : sql`true`;
    await tx
      .update(users)
      .set({ formAnswerId: row.id, hasFilledQuestionnaire: filled, updatedAt: now })
      .where(eq(users.id, row.userId));
  }

  return {
    async findFormAnswerById(id: string): Promise<FormAnswerRow | undefined> {
      const [row] = await db.select().from(formAnswers).where(eq(formAnswers.id, id)).limit(1);
      return row;
    },

    /** The form users.form_answer_id points at: the user's current answers. */
    async findCurrentFormAnswer(userId: string): Promise<FormAnswerRow | undefined> {
      const [found] = await db
        .select({ form: formAnswers })
        .from(users)
        .innerJoin(formAnswers, eq(formAnswers.id, users.formAnswerId))
        .where(eq(users.id, userId))
        .limit(1);
      return found?.form;
    },

    async insertFormAnswer(
      userId: string,
      columns: FormAnswerColumns,
      now: Date,
    ): Promise<FormAnswerRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(formAnswers)
          .values({ ...columns, userId, createdAt: now, updatedAt: now })
          .returning();
        await pointUserAt(tx, row!, now);
        return row!;
      });
    },

    /** Updating a form also makes it the user's current one (it may be an older form of theirs). */
    async updateFormAnswer(
      id: string,
      columns: FormAnswerColumns,
      now: Date,
    ): Promise<FormAnswerRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(formAnswers)
          .set({ ...columns, updatedAt: now })
          .where(eq(formAnswers.id, id))
          .returning();
        if (row) await pointUserAt(tx, row, now);
        return row;
      });
    },
  };
}
export type FormAnswersRepository = ReturnType<typeof createFormAnswersRepository>;

import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { generatedDocuments } from '../../db/schema-chat';

export type GeneratedDocumentRow = typeof generatedDocuments.$inferSelect;
export type NewGeneratedDocumentRow = typeof generatedDocuments.$inferInsert;
/** A row without its PDF bytes: lists and reads never load them. */
export type GeneratedDocumentMeta = Omit<GeneratedDocumentRow, 'pdf'>;

const metaColumns = {
  id: generatedDocuments.id,
  userId: generatedDocuments.userId,
  type: generatedDocuments.type,
  lang: generatedDocuments.lang,
  title: generatedDocuments.title,
  fields: generatedDocuments.fields,
  letter: generatedDocuments.letter,
  createdAt: generatedDocuments.createdAt,
  updatedAt: generatedDocuments.updatedAt,
};

const ownedBy = (id: string, userId: string) =>
  and(eq(generatedDocuments.id, id), eq(generatedDocuments.userId, userId));

export function createGeneratedDocumentsRepository(db: Database) {
  return {
    async insertDocument(values: NewGeneratedDocumentRow): Promise<GeneratedDocumentMeta> {
      const [row] = await db.insert(generatedDocuments).values(values).returning(metaColumns);
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findDocument(id: string, userId: string): Promise<GeneratedDocumentMeta | undefined> {
      const [row] = await db
        .select(metaColumns)
        .from(generatedDocuments)
        .where(ownedBy(id, userId));
      return row;
    },

    async findPdf(id: string, userId: string) {
      const [row] = await db
        .select({ title: generatedDocuments.title, pdf: generatedDocuments.pdf })
        .from(generatedDocuments)
        .where(ownedBy(id, userId));
      return row;
    },

    async listDocuments(userId: string, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select(metaColumns)
          .from(generatedDocuments)
          .where(eq(generatedDocuments.userId, userId))
          .orderBy(desc(generatedDocuments.createdAt), desc(generatedDocuments.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ value: count() })
          .from(generatedDocuments)
          .where(eq(generatedDocuments.userId, userId)),
      ]);
      return { rows, total: Number(total?.value ?? 0) };
    },

    async renameDocument(id: string, userId: string, title: string, now: Date) {
      const [row] = await db
        .update(generatedDocuments)
        .set({ title, updatedAt: now })
        .where(ownedBy(id, userId))
        .returning(metaColumns);
      return row;
    },

    /** False when the user has no document with that id. */
    async deleteDocument(id: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(generatedDocuments)
        .where(ownedBy(id, userId))
        .returning({ id: generatedDocuments.id });
      return deleted.length > 0;
    },
  };
}
export type GeneratedDocumentsRepository = ReturnType<typeof createGeneratedDocumentsRepository>;

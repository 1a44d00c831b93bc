import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { kbSources } from '../../db/schema-kb';

/** A TAL form as the knowledge base ingested it from the corpus catalogue. */
export type FormRow = {
  formId: string;
  title: string;
  url: string | null;
  docUrl: string | null;
  pageUrl: string | null;
  filledBy: string | null;
  relatedArticles: string[];
  /** The ingested search text: use_when, then "Do not use when:" and "Legal effect:" lines. */
  content: string;
  details: Record<string, unknown>;
};

const columns = {
  formId: kbSources.formId,
  title: kbSources.title,
  url: kbSources.url,
  docUrl: kbSources.docUrl,
  pageUrl: kbSources.pageUrl,
  filledBy: kbSources.filledBy,
  relatedArticles: kbSources.relatedArticles,
  content: kbSources.content,
  details: kbSources.details,
};

function toRow(row: { formId: string | null } & Omit<FormRow, 'formId'>): FormRow[] {
  return row.formId ? [{ ...row, formId: row.formId }] : [];
}

/** The forms are the FORM sources kb/ingest loaded: no second copy of the catalogue. */
export function createFormsRepository(db: Database) {
  return {
    async listForms(): Promise<FormRow[]> {
      const rows = await db
        .select(columns)
        .from(kbSources)
        .where(eq(kbSources.type, 'FORM'))
        .orderBy(asc(kbSources.formId));
      return rows.flatMap(toRow);
    },
  };
}
export type FormsRepository = ReturnType<typeof createFormsRepository>;

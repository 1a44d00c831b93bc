import { z } from 'zod';
import { isoDateSchema } from './primitives';

/**
 * The official law import (issue 17): which consolidation of the Civil Code is loaded, what the
 * last import changed, and what those changes touch (our content, answers already given).
 */

export const legisChangedArticleSchema = z.object({
  article: z.string(),
  previousConsolidation: z.string().nullable(),
  consolidation: isoDateSchema,
  /** The history line of the new text, as printed (the amending act is its last entry). */
  history: z.string(),
  url: z.string(),
});
export type LegisChangedArticle = z.infer<typeof legisChangedArticleSchema>;

/** A plain-language note or situation guide citing a changed article whose check now fails. */
export const legisContentProblemSchema = z.object({
  kind: z.enum(['note', 'guide']),
  id: z.string(),
  file: z.string(),
  articles: z.array(z.string()),
  problems: z.array(z.string()),
});

/** A stored answer that quoted the text an import replaced. */
export const legisAffectedAnswerSchema = z.object({
  adviceId: z.string(),
  conversationId: z.string(),
  articles: z.array(z.string()),
});

export const legisImportReportSchema = z.object({
  file: z.string(),
  sha256: z.string(),
  consolidation: isoDateSchema,
  previousConsolidation: z.string().nullable(),
  importedAt: z.string(),
  /** Articles of the lease chapter read from the file. */
  articles: z.number().int(),
  changed: z.array(legisChangedArticleSchema),
  content: z.array(legisContentProblemSchema),
  answers: z.array(legisAffectedAnswerSchema),
});
export type LegisImportReport = z.infer<typeof legisImportReportSchema>;

/** GET /api/admin/legis (administrators): the loaded consolidation and the last import. */
export const legisStatusSchema = z.object({
  /** Consolidation date of the Civil Code articles in the knowledge base; null when none. */
  consolidation: z.string().nullable(),
  articleCount: z.number().int(),
  lastImport: legisImportReportSchema.nullable(),
});
export type LegisStatus = z.infer<typeof legisStatusSchema>;

/** GET /api/kb/status (public): lets the app say so when the knowledge base is empty. */
export const kbStatusSchema = z.object({
  empty: z.boolean(),
  consolidation: z.string().nullable(),
});
export type KbStatus = z.infer<typeof kbStatusSchema>;

/**
 * Set on a quoted article of a stored answer when the law changed after the answer: the
 * quotation stays as given, and this points to the consolidation and the official new text.
 */
export const lawChangedSchema = z.object({
  consolidation: z.string(),
  url: z.string(),
});
export type LawChanged = z.infer<typeof lawChangedSchema>;

/**
 * The answer the chat gives while the knowledge base is empty (a fresh clone without a corpus):
 * it says so instead of answering from nothing.
 */
export const KB_EMPTY_ANSWER_TEXT = {
  en: 'The knowledge base is empty: no law, form or decision is loaded yet, so this question cannot be answered from the official texts. An administrator must load the legal corpus first (npm run kb:ingest, see the README).',
  fr: 'La base de connaissances est vide : aucune loi, aucun formulaire ni aucune décision n’est encore chargé, alors cette question ne peut pas recevoir de réponse fondée sur les textes officiels. Un administrateur doit d’abord charger le corpus juridique (npm run kb:ingest, voir le README).',
} as const;

import type { SavedSituation } from '@lexlogis/contracts';
import type { SituationRow } from './situations.repository';

/** Rows never cross the wire: this is where a stored situation becomes the contract's. */
export function toSavedSituation(row: SituationRow): SavedSituation {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    answers: row.answers ?? null,
    search: row.search,
    conversationId: row.conversationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

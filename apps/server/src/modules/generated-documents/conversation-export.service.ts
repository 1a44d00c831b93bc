import type { ConversationExportQuery } from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import type { ConversationExportRepository } from './conversation-export.repository';
import { buildConversationMarkdown, buildConversationPdfSpec } from './conversation-export-text';
import { readQuebecDay } from './notice-deadline';
import type { PdfSpec } from './render-pdf';

export type ConversationExportDeps = {
  repository: ConversationExportRepository;
  /** The documents service's renderer: the same logging and 503 on failure. */
  renderOrRefuse: (spec: PdfSpec) => Promise<Uint8Array>;
  clock: Clock;
};

export type ConversationExport =
  | { format: 'md'; title: string; body: string }
  | { format: 'pdf'; title: string; body: Uint8Array };

/** Exports one of the caller's conversations; another user's is "not found". */
export function createConversationExportService(deps: ConversationExportDeps) {
  return {
    async exportConversation(
      session: RequestSession,
      id: string,
      query: ConversationExportQuery,
    ): Promise<ConversationExport> {
      const conversation = isUuid(id)
        ? await deps.repository.findConversation(id, session.userId)
        : undefined;
      if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
      const input = {
        title: conversation.title,
        turns: await deps.repository.listTurns(conversation.id),
        lang: query.lang,
        today: readQuebecDay(deps.clock.now()),
      };
      if (query.format === 'md') {
        return { format: 'md', title: input.title, body: buildConversationMarkdown(input) };
      }
      const body = await deps.renderOrRefuse(buildConversationPdfSpec(input));
      return { format: 'pdf', title: input.title, body };
    },
  };
}
export type ConversationExportService = ReturnType<typeof createConversationExportService>;

import { conversationExportQuerySchema, generatedDocumentParamsSchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import { buildAttachmentHeader } from './attachment-header';
import type { ConversationExportService } from './conversation-export.service';

export type ConversationExportRoutesOptions = {
  service: ConversationExportService;
  guard: SessionGuard;
};

/** GET /advices/:id/export?format=pdf|md (issue 12 part 6): a download, not a stored document. */
export const conversationExportRoutes: FastifyPluginAsyncZod<
  ConversationExportRoutesOptions
> = async (app, { service, guard }) => {
  app.get(
    '/advices/:id/export',
    {
      onRequest: guard.requireSession,
      schema: {
        tags: ['advices'],
        security: [{ bearerAuth: [] }],
        summary: 'Export a whole conversation, its answers and sources, as PDF or Markdown',
        params: generatedDocumentParamsSchema,
        querystring: conversationExportQuerySchema,
      },
    },
    async (request, reply) => {
      const exported = await service.exportConversation(
        getSession(request),
        request.params.id,
        request.query,
      );
      reply
        .header('content-disposition', buildAttachmentHeader(exported.title, exported.format))
        .header('cache-control', 'private, no-store');
      return exported.format === 'md'
        ? reply.type('text/markdown; charset=utf-8').send(exported.body)
        : reply.type('application/pdf').send(Buffer.from(exported.body));
    },
  );
};

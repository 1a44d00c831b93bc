import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { LoadedGuide } from '../../kb/content/load-content';
import type { Clock } from '../../lib/clock';
import type { SessionGuard } from '../auth/session-guard';
import { createConversationExportRepository } from './conversation-export.repository';
import { conversationExportRoutes } from './conversation-export.routes';
import { createConversationExportService } from './conversation-export.service';
import { createGeneratedDocumentsRepository } from './generated-documents.repository';
import { generatedDocumentsRoutes } from './generated-documents.routes';
import { createGeneratedDocumentsService } from './generated-documents.service';
import { renderPdf, type PdfRenderer } from './render-pdf';

export type GeneratedDocumentsModuleOptions = {
  db: Database;
  guides: readonly LoadedGuide[];
  clock: Clock;
  guard: SessionGuard;
  /** Defaults to @react-pdf/renderer; tests pass one that fails to reach the 503 path. */
  renderPdf?: PdfRenderer;
};

/** Formal notices, My documents and the conversation export (issue 12 parts 4–6). */
export const generatedDocumentsModule: FastifyPluginAsync<GeneratedDocumentsModuleOptions> = async (
  app,
  options,
) => {
  const service = createGeneratedDocumentsService({
    repository: createGeneratedDocumentsRepository(options.db),
    guides: options.guides,
    renderPdf: options.renderPdf ?? renderPdf,
    clock: options.clock,
    log: app.log,
  });
  await app.register(generatedDocumentsRoutes, { service, guard: options.guard });
  await app.register(conversationExportRoutes, {
    guard: options.guard,
    service: createConversationExportService({
      repository: createConversationExportRepository(options.db),
      renderOrRefuse: service.renderOrRefuse,
      clock: options.clock,
    }),
  });
};

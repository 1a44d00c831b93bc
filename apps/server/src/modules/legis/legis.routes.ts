import { kbStatusSchema, legisStatusSchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KbExecutor } from '../../kb/ingest/ingest-repository';
import type { KnowledgeBaseStatus } from '../../kb/legis/kb-status';
import { readLegisStatus } from '../../kb/legis/legis-status';
import type { SessionGuard } from '../auth/session-guard';

export type LegisRoutesOptions = {
  db: KbExecutor;
  status: KnowledgeBaseStatus;
  guard: SessionGuard;
};

/**
 * The law's currency (issue 17). GET /kb/status lets the chat say the knowledge base is empty
 * (signed-in users: the chat needs a session anyway); GET /admin/legis is the back office's view of the loaded
 * consolidation and of the last PDF import with its report (the CLI `kb:legis-report` prints
 * the same).
 */
export const legisRoutes: FastifyPluginAsyncZod<LegisRoutesOptions> = async (app, options) => {
  const { db, status, guard } = options;
  app.get(
    '/kb/status',
    {
      onRequest: guard.requireSession,
      schema: {
        tags: ['knowledge-base'],
        summary: 'Whether the knowledge base is loaded, and the Civil Code consolidation date',
        security: [{ bearerAuth: [] }],
        response: { 200: kbStatusSchema },
      },
    },
    () => status.read(),
  );
  app.get(
    '/admin/legis',
    {
      onRequest: guard.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Loaded Civil Code consolidation and the last official PDF import with its report',
        security: [{ bearerAuth: [] }],
        response: { 200: legisStatusSchema },
      },
    },
    () => readLegisStatus(db),
  );
};

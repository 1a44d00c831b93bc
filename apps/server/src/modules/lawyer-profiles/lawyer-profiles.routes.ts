import { legalExpertListQuerySchema, legalExpertListResponseSchema } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import { toLegalExpert } from './lawyer-profiles.mapper';
import type { LawyerProfilesRepository } from './lawyer-profiles.repository';

export type LawyerProfilesRoutesOptions = {
  repository: LawyerProfilesRepository;
  guard: SessionGuard;
};

/** GET /profiles: the legal experts panel of the chat (best rated lawyer profiles). */
export const lawyerProfilesRoutes: FastifyPluginAsyncZod<LawyerProfilesRoutesOptions> = async (
  app,
  { repository, guard },
) => {
  app.get(
    '/profiles',
    {
      onRequest: guard.requireSession,
      schema: {
        tags: ['profiles'],
        summary: 'Lawyer profiles for the experts panel (demo profiles are flagged isDemo)',
        security: [{ bearerAuth: [] }],
        querystring: legalExpertListQuerySchema,
        response: { 200: legalExpertListResponseSchema },
      },
    },
    async (request) => {
      const lang = getSession(request).user.language;
      const rows = await repository.listTopProfiles(request.query.limit);
      return { items: rows.map((row) => toLegalExpert(row, lang)) };
    },
  );
};

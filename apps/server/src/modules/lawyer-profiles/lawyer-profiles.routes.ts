import {
  createLawyerProfileRequestSchema,
  idSchema,
  lawyerProfileListSchema,
  lawyerProfileSchema,
  lawyerProfilesQuerySchema,
  lawyerRatingSchema,
  legalExpertListQuerySchema,
  legalExpertListResponseSchema,
  profileFilterValuesSchema,
  rateLawyerRequestSchema,
  updateLawyerProfileRequestSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { LawyerProfilesService } from './lawyer-profiles.service';

export type LawyerProfilesRoutesOptions = { service: LawyerProfilesService; guard: SessionGuard };

const idParams = z.object({ id: idSchema });
const userIdParams = z.object({ userId: idSchema });

/** Lawyer profiles and ratings (spec 02 §7 "Profiles"; paths in docs/api-marketplace.md). */
export const lawyerProfilesRoutes: FastifyPluginAsyncZod<LawyerProfilesRoutesOptions> = async (
  app,
  { service, guard },
) => {
  const common = { tags: ['profiles'], security: [{ bearerAuth: [] }] };
  const onRequest = guard.requireSession;

  app.get(
    '/profiles',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Lawyer profiles matching the marketplace filters, best rated first, paginated',
        querystring: lawyerProfilesQuerySchema,
        response: { 200: lawyerProfileListSchema },
      },
    },
    (request) => service.listProfiles(getSession(request), request.query),
  );

  app.get(
    '/profiles/matching',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "The experts panel: profiles best matching a chat conversation and the user's city",
        querystring: legalExpertListQuerySchema,
        response: { 200: legalExpertListResponseSchema },
      },
    },
    (request) => service.listMatchingProfiles(getSession(request), request.query),
  );

  app.get(
    '/profile/filter-values',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Options of the marketplace filter sidebar',
        response: { 200: profileFilterValuesSchema },
      },
    },
    () => service.readFilterValues(),
  );

  app.get(
    '/profile/user/:userId',
    {
      onRequest,
      schema: {
        ...common,
        summary: "A lawyer's profile by their user id",
        params: userIdParams,
        response: { 200: lawyerProfileSchema },
      },
    },
    (request) => service.getProfileByUserId(getSession(request), request.params.userId),
  );

  app.get(
    '/profile/:id',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'A lawyer profile by id',
        params: idParams,
        response: { 200: lawyerProfileSchema },
      },
    },
    (request) => service.getProfile(getSession(request), request.params.id),
  );

  app.post(
    '/profile',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Create the caller's lawyer profile (lawyers only; 403 LAWYER_ROLE_REQUIRED)",
        body: createLawyerProfileRequestSchema,
        response: { 201: lawyerProfileSchema },
      },
    },
    async (request, reply) => {
      const profile = await service.createProfile(getSession(request), request.body.userId);
      return reply.code(201).send(profile);
    },
  );

  app.patch(
    '/profile/:userId',
    {
      onRequest,
      schema: {
        ...common,
        summary: "Edit the caller's own lawyer profile",
        params: userIdParams,
        body: updateLawyerProfileRequestSchema,
        response: { 200: lawyerProfileSchema },
      },
    },
    (request) => service.updateProfile(getSession(request), request.params.userId, request.body),
  );

  app.post(
    '/profile/:id/ratings',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Rate a lawyer once, after they answered you in a direct conversation',
        params: idParams,
        body: rateLawyerRequestSchema,
        response: { 201: lawyerRatingSchema },
      },
    },
    async (request, reply) => {
      const rating = await service.rateLawyer(getSession(request), request.params.id, request.body);
      return reply.code(201).send(rating);
    },
  );
};

import {
  createFormAnswerRequestSchema,
  createFormAnswerResponseSchema,
  currentFormAnswerResponseSchema,
  excludedSituationFeedbackRequestSchema,
  excludedSituationFeedbackResponseSchema,
  formAnswerSchema,
  idSchema,
  updateFormAnswerRequestSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { FormAnswersService } from './form-answers.service';

export type FormAnswersRoutesOptions = { service: FormAnswersService; guard: SessionGuard };

const tags = ['form answers'];
const security = [{ bearerAuth: [] }];
const idParamsSchema = z.object({ id: idSchema });

/**
 * Spec 02 §7 "Form answers". The session is checked before the body is validated, so a caller
 * without a session learns nothing about the expected fields.
 */
export const formAnswersRoutes: FastifyPluginAsyncZod<FormAnswersRoutesOptions> = async (
  app,
  { service, guard },
) => {
  const onRequest = guard.requireSession;

  app.post(
    '/formAnswer',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Submit the questionnaire (userId must be the caller)',
        security,
        body: createFormAnswerRequestSchema,
        response: { 201: createFormAnswerResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createFormAnswer(getSession(request), request.body)),
  );

  app.get(
    '/formAnswer',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's current form, or null when they have none",
        security,
        response: { 200: currentFormAnswerResponseSchema },
      },
    },
    async (request, reply) => reply.send(await service.getCurrentFormAnswer(getSession(request))),
  );

  app.get(
    '/formAnswer/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "One of the caller's forms",
        security,
        params: idParamsSchema,
        response: { 200: formAnswerSchema },
      },
    },
    (request) => service.getFormAnswer(getSession(request), request.params.id),
  );

  app.patch(
    '/formAnswer/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: "Update one of the caller's forms (tenant65Over defaults to false)",
        security,
        params: idParamsSchema,
        body: updateFormAnswerRequestSchema,
        response: { 200: formAnswerSchema },
      },
    },
    (request) => service.updateFormAnswer(getSession(request), request.params.id, request.body),
  );

  app.post(
    '/formAnswer/excluded-situation-feedback',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Store the message left in the excluded-situation dialog as feedback',
        security,
        body: excludedSituationFeedbackRequestSchema,
        response: { 201: excludedSituationFeedbackResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.submitExcludedSituationFeedback(getSession(request), request.body)),
  );
};

import {
  createGeneratedDocumentRequestSchema,
  formalNoticeLetterSchema,
  generatedDocumentListQuerySchema,
  generatedDocumentListResponseSchema,
  generatedDocumentParamsSchema,
  generatedDocumentSchema,
  renameGeneratedDocumentRequestSchema,
} from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import { buildAttachmentHeader } from './attachment-header';
import type { GeneratedDocumentsService } from './generated-documents.service';

export type GeneratedDocumentsRoutesOptions = {
  service: GeneratedDocumentsService;
  guard: SessionGuard;
};

/** Generated documents (issue 12): owner-only, another user's document answers 404. */
export const generatedDocumentsRoutes: FastifyPluginAsyncZod<
  GeneratedDocumentsRoutesOptions
> = async (app, { service, guard }) => {
  const common = { tags: ['generated-documents'], security: [{ bearerAuth: [] }] };
  const withId = { params: generatedDocumentParamsSchema };

  app.post(
    '/generated-documents/preview',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Compose a formal notice without storing it (the wizard preview)',
        body: createGeneratedDocumentRequestSchema,
        response: { 200: formalNoticeLetterSchema },
      },
    },
    (request) => service.previewDocument(request.body),
  );

  app.post(
    '/generated-documents',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Generate a formal notice, render its PDF and keep it in My documents',
        body: createGeneratedDocumentRequestSchema,
        response: { 201: generatedDocumentSchema },
      },
    },
    async (request, reply) => {
      const document = await service.createDocument(getSession(request), request.body);
      return reply.code(201).send(document);
    },
  );

  app.get(
    '/generated-documents',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: "The caller's generated documents, newest first",
        querystring: generatedDocumentListQuerySchema,
        response: { 200: generatedDocumentListResponseSchema },
      },
    },
    (request) => service.listDocuments(getSession(request), request.query),
  );

  app.get(
    '/generated-documents/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'One generated document',
        ...withId,
        response: { 200: generatedDocumentSchema },
      },
    },
    (request) => service.getDocument(getSession(request), request.params.id),
  );

  app.patch(
    '/generated-documents/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Rename a generated document',
        ...withId,
        body: renameGeneratedDocumentRequestSchema,
        response: { 200: generatedDocumentSchema },
      },
    },
    (request) => service.renameDocument(getSession(request), request.params.id, request.body.title),
  );

  app.delete(
    '/generated-documents/:id',
    {
      onRequest: guard.requireSession,
      schema: {
        ...common,
        summary: 'Delete a generated document',
        ...withId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteDocument(getSession(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/generated-documents/:id/pdf',
    {
      onRequest: guard.requireSession,
      schema: { ...common, summary: 'Download the PDF of a generated document', ...withId },
    },
    async (request, reply) => {
      const { title, pdf } = await service.getPdf(getSession(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', buildAttachmentHeader(title, 'pdf'))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};

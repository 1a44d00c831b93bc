import {
  buildPaginationMeta,
  getPageOffset,
  type CreateGeneratedDocumentRequest,
  type FormalNoticeLetter,
  type GeneratedDocument,
  type GeneratedDocumentListQuery,
  type GeneratedDocumentListResponse,
} from '@lexlogis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { toLoggableError } from '../../lib/loggable-error';
import { isUuid } from '../../lib/uuid';
import type { LoadedGuide } from '../../kb/content/load-content';
import type { RequestSession } from '../auth/session';
import { buildNoticeTitle, composeFormalNotice } from './compose-formal-notice';
import { toGeneratedDocument, toGeneratedDocumentSummary } from './generated-documents.mapper';
import type { GeneratedDocumentsRepository } from './generated-documents.repository';
import { computeNoticeDeadline, readQuebecDay } from './notice-deadline';
import { buildNoticePdfSpec } from './notice-pdf-spec';
import { resolveNoticeLaw } from './notice-situations';
import type { PdfRenderer, PdfSpec } from './render-pdf';

export type GeneratedDocumentsServiceDeps = {
  repository: GeneratedDocumentsRepository;
  guides: readonly LoadedGuide[];
  renderPdf: PdfRenderer;
  clock: Clock;
  log: FastifyBaseLogger;
};

/** A 400 in the same shape as a validation failure, for a rule only the clock can check. */
function refuseDeadline(): never {
  throw new AppError('VALIDATION_ERROR', undefined, {
    issues: [{ location: 'body', path: 'fields.deadline.date', message: 'deadline_past' }],
  });
}

export function createGeneratedDocumentsService(deps: GeneratedDocumentsServiceDeps) {
  const { repository, clock, log } = deps;
  const laws = resolveNoticeLaw(deps.guides);

  function composeLetter(request: CreateGeneratedDocumentRequest): FormalNoticeLetter {
    const now = clock.now();
    const deadline = computeNoticeDeadline(request.fields.deadline, now);
    if (!deadline) refuseDeadline();
    return composeFormalNotice({
      lang: request.lang,
      fields: request.fields,
      law: laws[request.fields.situation],
      today: readQuebecDay(now),
      deadline,
    });
  }

  /** Rendering failures are logged and answered 503; the caller stores nothing. */
  async function renderOrRefuse(spec: PdfSpec): Promise<Uint8Array> {
    try {
      return await deps.renderPdf(spec);
    } catch (error) {
      log.error({ error: toLoggableError(error) }, 'pdf rendering failed');
      throw new AppError('DOCUMENT_RENDERING_FAILED');
    }
  }

  async function findOwn(session: RequestSession, id: string) {
    const row = isUuid(id) ? await repository.findDocument(id, session.userId) : undefined;
    if (!row) throw new AppError('GENERATED_DOCUMENT_NOT_FOUND');
    return row;
  }

  return {
    renderOrRefuse,

    /** The letter as it would be generated, without storing anything (the wizard's preview). */
    previewDocument(request: CreateGeneratedDocumentRequest): FormalNoticeLetter {
      return composeLetter(request);
    },

    async createDocument(
      session: RequestSession,
      request: CreateGeneratedDocumentRequest,
    ): Promise<GeneratedDocument> {
      const letter = composeLetter(request);
      const title = buildNoticeTitle(request.lang, request.fields);
      // Rendered before the insert: a failure leaves no row without its PDF.
      const pdf = await renderOrRefuse(buildNoticePdfSpec(letter, title));
      const now = clock.now();
      const row = await repository.insertDocument({
        userId: session.userId,
        type: request.type,
        lang: request.lang,
        title,
        fields: request.fields,
        letter,
        pdf,
        createdAt: now,
        updatedAt: now,
      });
      return toGeneratedDocument(row);
    },

    async listDocuments(
      session: RequestSession,
      query: GeneratedDocumentListQuery,
    ): Promise<GeneratedDocumentListResponse> {
      const { rows, total } = await repository.listDocuments(
        session.userId,
        query.limit,
        getPageOffset(query.page, query.limit),
      );
      return {
        items: rows.map(toGeneratedDocumentSummary),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    async getDocument(session: RequestSession, id: string): Promise<GeneratedDocument> {
      return toGeneratedDocument(await findOwn(session, id));
    },

    async getPdf(session: RequestSession, id: string) {
      const row = isUuid(id) ? await repository.findPdf(id, session.userId) : undefined;
      if (!row) throw new AppError('GENERATED_DOCUMENT_NOT_FOUND');
      return row;
    },

    async renameDocument(
      session: RequestSession,
      id: string,
      title: string,
    ): Promise<GeneratedDocument> {
      const row = isUuid(id)
        ? await repository.renameDocument(id, session.userId, title, clock.now())
        : undefined;
      if (!row) throw new AppError('GENERATED_DOCUMENT_NOT_FOUND');
      return toGeneratedDocument(row);
    },

    async deleteDocument(session: RequestSession, id: string): Promise<void> {
      const deleted = isUuid(id) && (await repository.deleteDocument(id, session.userId));
      if (!deleted) throw new AppError('GENERATED_DOCUMENT_NOT_FOUND');
    },
  };
}
export type GeneratedDocumentsService = ReturnType<typeof createGeneratedDocumentsService>;

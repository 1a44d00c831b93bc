import { PassThrough } from 'node:stream';
import { adviceStreamRequestSchema, type AdviceStreamEvent } from '@lexlogis/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSession } from '../auth/session';
import type { SessionGuard } from '../auth/session-guard';
import type { AdviceStreamService } from './advice-stream.service';
import { ADVICE_TAGS, SECURITY } from './advices.routes';
import type { AnswerJobs } from './answer-jobs';

export type AdviceStreamRoutesOptions = {
  service: AdviceStreamService;
  jobs: AnswerJobs;
  guard: SessionGuard;
};

export function formatServerSentEvent(event: AdviceStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * POST /api/advice/lambda: server-sent events over the POST response. The body is a stream we
 * write to (no reply.hijack(), so the security headers and request logging still apply). A
 * client that goes away only stops the writing: the answer job runs on and stores the advice.
 */
export const adviceStreamRoutes: FastifyPluginAsyncZod<AdviceStreamRoutesOptions> = async (
  app,
  { service, jobs, guard },
) => {
  app.post(
    '/advice/lambda',
    {
      onRequest: guard.requireSession,
      // Each event must reach the browser as it is written, not wait in a compressor's buffer.
      compress: false,
      schema: {
        tags: ADVICE_TAGS,
        summary:
          'Stream the answer to an advice as server-sent events (start, sources, delta…, done | error)',
        security: SECURITY,
        body: adviceStreamRequestSchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const job = await service.start(getSession(request), request.body);
      const body = new PassThrough();
      const write = (event: AdviceStreamEvent) => {
        if (body.destroyed || body.writableEnded) return;
        body.write(formatServerSentEvent(event));
        if (event.type === 'done' || event.type === 'error') body.end();
      };
      const unsubscribe = jobs.subscribe(job, write);
      body.on('close', unsubscribe);
      reply.raw.on('close', () => {
        unsubscribe();
        if (!body.destroyed) body.destroy();
      });
      return reply
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8')
        .send(body);
    },
  );
};

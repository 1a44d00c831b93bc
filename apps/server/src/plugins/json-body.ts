import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from '../lib/app-error';

/**
 * The web client sends `Content-Type: application/json` on every call (spec 02 §7), including
 * calls whose body is empty by design (the source-click call). Fastify's own parser rejects an
 * empty JSON body, so this one reads it as "no body" and leaves validation to the route schema.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      // secure-json-parse, as Fastify's own parser does, refuses __proto__ and constructor keys.
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(new AppError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
    }
  });
}

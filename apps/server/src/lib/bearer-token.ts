import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function readBearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

import type { User, UserRole } from '@lexlogis/contracts';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/** Who is calling, attached by requireSession (spec 02 §6). */
export type RequestSession = {
  user: User;
  userId: string;
  providerId: string;
  isAdmin: boolean;
  role: UserRole;
  /** The refresh-token family of the access token, when it carries one. */
  sessionId: string | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid bearer access token of a user who is not suspended. */
    requireSession: onRequestAsyncHookHandler;
    /** onRequest hook: requireSession, and the user is an administrator (403 ADMIN_REQUIRED). */
    requireAdmin: onRequestAsyncHookHandler;
  }
}

/** The session of a verified token's user: the bearer guard's and the document cookie's. */
export function toRequestSession(
  user: User,
  providerId: string,
  sessionId: string | undefined,
): RequestSession {
  return { user, userId: user.id, providerId, isAdmin: user.isAdmin, role: user.role, sessionId };
}

/** For handlers behind requireSession: the guard has always set it by then. */
export function getSession(request: FastifyRequest): RequestSession {
  if (!request.session) throw new Error('getSession used on a route without requireSession');
  return request.session;
}

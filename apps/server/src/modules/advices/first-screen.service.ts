import {
  adviceConversationSchema,
  idSchema,
  loginResponseSchema,
  type AdviceConversation,
} from '@lexlogis/contracts';
import { z } from 'zod';
import type { DocumentSessions } from '../auth/document-cookie';
import type { RequestSession } from '../auth/session';

/**
 * What the web app would fetch for an answered conversation's first screen (issue 18, round 7),
 * for the document to carry: the `GET /advices/:id` answer and the `GET /users` answer (its `user`), encoded
 * by their contracts exactly as those routes send them.
 */
export type FirstScreenData = {
  chatId: string;
  conversation: unknown;
  account: unknown;
};

export type FirstScreenDeps = {
  sessions: Pick<DocumentSessions, 'resolve'>;
  getConversation(session: RequestSession, id: string): Promise<AdviceConversation>;
};

/** The conversation of `/?chatId=…`, or null when the address names none. */
export function readFirstScreenChatId(url: string): string | null {
  const [path, query = ''] = url.split('?');
  if (path !== '/') return null;
  const parsed = idSchema.safeParse(new URLSearchParams(query).get('chatId'));
  return parsed.success ? parsed.data : null;
}

export function createFirstScreenService(deps: FirstScreenDeps) {
  return {
    /**
     * The caller's own conversation with their account, or null: no cookie, a cookie that no
     * longer names an active sign-in, another user's conversation or none at all (the plain
     * document then, whose app asks the API and shows its usual answer).
     */
    async load(cookieHeader: string | undefined, chatId: string): Promise<FirstScreenData | null> {
      const session = await deps.sessions.resolve(cookieHeader);
      if (!session) return null;
      try {
        const conversation = await deps.getConversation(session, chatId);
        return {
          chatId,
          conversation: z.encode(adviceConversationSchema, conversation),
          account: z.encode(loginResponseSchema, { user: session.user }).user,
        };
      } catch {
        return null;
      }
    },
  };
}
export type FirstScreenService = ReturnType<typeof createFirstScreenService>;

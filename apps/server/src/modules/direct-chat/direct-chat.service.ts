import {
  type CreateDirectConversationRequest,
  type CreateDirectMessageRequest,
  type DirectConversation,
  type DirectConversationList,
  type DirectMessage,
} from '@lexlogis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import type { AdviceSituationRepository } from './advice-situation.repository';
import {
  buildPairKey,
  type DirectChatRepository,
  type DirectConversationRow,
} from './direct-chat.repository';
import { buildConversationViews, readAvatar } from './direct-conversation-views';
import { formatPollEtag } from './poll-etag';
import type { PollVersionRepository } from './poll-version.repository';
import { buildSituationSummary } from './situation-summary';

/** At most this many messages per sender per window: enough to talk, not to flood. */
export const MESSAGE_RATE_LIMIT = { count: 20, windowMs: 60_000 } as const;
export const CONVERSATION_LIST_LIMIT = 50;
export const THREAD_MESSAGE_LIMIT = 500;

export type QuoteRequestNotifier = (notice: {
  lawyer: { email: string; name: string; language: 'en' | 'fr' };
  conversationId: string;
}) => Promise<void>;

export type DirectChatServiceDeps = {
  repository: DirectChatRepository;
  versions: PollVersionRepository;
  situations: AdviceSituationRepository;
  clock: Clock;
  notifyQuoteRequest: QuoteRequestNotifier;
  log: FastifyBaseLogger;
};

// Control characters other than tab and newlines have no place in a plain-text message.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * One-to-one conversations (issue 13). Only participants see or write in one; everyone else
 * gets "not found". Suspended accounts never reach here (the session guard refuses them) and
 * cannot be chosen as the receiver of a new conversation.
 */
export function createDirectChatService(deps: DirectChatServiceDeps) {
  const { repository, clock } = deps;

  /** The conversation and the caller's last read, in one query; anyone else gets 404. */
  async function findOwnConversation(session: RequestSession, id: string) {
    const membership = isUuid(id) ? await repository.findMembership(id, session.userId) : undefined;
    if (!membership) throw new AppError('DIRECT_CONVERSATION_NOT_FOUND');
    return membership;
  }

  async function readThread(
    session: RequestSession,
    { conversation, lastReadAt }: { conversation: DirectConversationRow; lastReadAt: Date | null },
  ) {
    const messages = await repository.listMessages(conversation.id, THREAD_MESSAGE_LIMIT);
    // Counted on the loaded page: the poll needs no second query for it.
    const unreadCount = messages.filter(
      (message) =>
        message.senderId !== session.userId &&
        (lastReadAt === null || message.createdAt > lastReadAt),
    ).length;
    const [view] = await buildConversationViews(
      repository,
      session,
      [{ conversation, unreadCount }],
      new Map([[conversation.id, messages]]),
    );
    return view!;
  }

  async function postMessage(session: RequestSession, conversationId: string, content: string) {
    const now = clock.now();
    const since = new Date(now.getTime() - MESSAGE_RATE_LIMIT.windowMs);
    if ((await repository.countMessagesSince(session.userId, since)) >= MESSAGE_RATE_LIMIT.count) {
      throw new AppError('MESSAGE_RATE_LIMITED');
    }
    const text = content.replace(CONTROL_CHARACTERS, '').trim();
    if (!text) throw new AppError('VALIDATION_ERROR', 'Message cannot be empty');
    return repository.insertMessage({
      conversationId,
      senderId: session.userId,
      content: text,
      createdAt: now,
    });
  }

  async function readSummary(session: RequestSession, adviceConversationId: string) {
    const situation = isUuid(adviceConversationId)
      ? await deps.situations.findSituation(adviceConversationId)
      : undefined;
    if (!situation || situation.userId !== session.userId) {
      throw new AppError('CONVERSATION_NOT_FOUND');
    }
    return buildSituationSummary(situation, session.user.language);
  }

  return {
    /**
     * The entity tag of the caller's list, read before the list itself: a change that lands in
     * between makes the next poll answer again, never hides it.
     */
    async readListEtag(session: RequestSession): Promise<string> {
      const { version } = await deps.versions.readListVersion(session.userId);
      return formatPollEtag(session.userId, version);
    },

    /** The entity tag of one conversation; anyone but its participants gets 404. */
    async readConversationEtag(session: RequestSession, id: string): Promise<string> {
      const found = isUuid(id)
        ? await deps.versions.readConversationVersion(session.userId, id)
        : undefined;
      if (!found || found.conversations === 0) throw new AppError('DIRECT_CONVERSATION_NOT_FOUND');
      return formatPollEtag(session.userId, found.version);
    },

    async listConversations(session: RequestSession): Promise<DirectConversationList> {
      const rows = await repository.listConversationsOf(session.userId, {
        limit: CONVERSATION_LIST_LIMIT,
        offset: 0,
      });
      const latest = await repository.listLatestMessages(rows.map((row) => row.conversation.id));
      const threads = new Map(latest.map((message) => [message.conversationId, [message]]));
      return { items: await buildConversationViews(repository, session, rows, threads) };
    },

    async getConversation(session: RequestSession, id: string): Promise<DirectConversation> {
      const membership = await findOwnConversation(session, id);
      const view = await readThread(session, membership);
      // Reading the thread clears its unread count; a poll with nothing new writes nothing.
      if ((view.unreadCount ?? 0) > 0) {
        await repository.markRead(membership.conversation.id, session.userId, clock.now());
      }
      return view;
    },

    async openConversation(
      session: RequestSession,
      request: CreateDirectConversationRequest,
    ): Promise<{ conversation: DirectConversation; created: boolean }> {
      if (request.receiverId === session.userId) throw new AppError('CANNOT_MESSAGE_SELF');
      const receiver = isUuid(request.receiverId)
        ? await repository.findUser(request.receiverId)
        : undefined;
      if (!receiver || receiver.status === 'SUSPENDED') throw new AppError('RECIPIENT_NOT_FOUND');
      if (request.quote && receiver.role !== 'lawyer') throw new AppError('RECIPIENT_NOT_FOUND');
      // Read the summary first: a conversation that is not the user's stops everything.
      const summary =
        request.quote?.shareSummary && request.quote.adviceConversationId
          ? await readSummary(session, request.quote.adviceConversationId)
          : null;
      const pairKey = buildPairKey(session.userId, receiver.id);
      const existing = await repository.findConversationByPair(pairKey);
      const conversation =
        existing ??
        (await repository.createConversation(pairKey, [session.userId, receiver.id], clock.now()));
      if (!conversation) throw new AppError('INTERNAL_ERROR');
      if (request.quote) {
        await repository.markQuoteRequested(conversation.id, clock.now());
        if (summary) await postMessage(session, conversation.id, summary);
        await deps
          .notifyQuoteRequest({
            lawyer: { email: receiver.email, name: receiver.name, language: receiver.language },
            conversationId: conversation.id,
          })
          // The request stands even if the email cannot go out; the dashboard shows it.
          .catch((error: unknown) => deps.log.warn({ err: error }, 'quote email not sent'));
      }
      const membership = await repository.findMembership(conversation.id, session.userId);
      if (!membership) throw new AppError('INTERNAL_ERROR');
      return { conversation: await readThread(session, membership), created: !existing };
    },

    async sendMessage(
      session: RequestSession,
      request: CreateDirectMessageRequest,
    ): Promise<DirectMessage> {
      const { conversation } = await findOwnConversation(session, request.conversationId);
      const row = await postMessage(session, conversation.id, request.content);
      return {
        id: row.id,
        conversationId: row.conversationId,
        content: row.content,
        senderId: row.senderId,
        sender: {
          id: session.userId,
          name: session.user.name,
          avatar: readAvatar(session.user.picture),
        },
        createdAt: row.createdAt.toISOString(),
      };
    },
  };
}
export type DirectChatService = ReturnType<typeof createDirectChatService>;

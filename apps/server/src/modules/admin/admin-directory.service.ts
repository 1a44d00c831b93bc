import {
  ADMIN_CONVERSATION_MESSAGES_SHOWN,
  ADMIN_CONVERSATION_READ_AUDIT_WINDOW_MS,
  buildPaginationMeta,
  getProfileCompleteness,
  type AdminAccountSummary,
  type AdminDirectConversationDetail,
  type AdminDirectConversationList,
  type AdminDirectConversationSummary,
  type AdminDirectConversationsQuery,
  type AdminLawyerDetail,
  type AdminLawyerList,
  type AdminLawyersQuery,
} from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-log';
import { toLawyerProfile, toLawyerRating } from '../lawyer-profiles/lawyer-profiles.mapper';
import type { AdminDirectoryRepository, AccountRow } from './admin-directory.repository';

export type AdminDirectoryServiceDeps = {
  db: Database;
  repository: AdminDirectoryRepository;
  clock: Clock;
};

export const CONVERSATION_READ_ACTION = 'DIRECT_CONVERSATION_READ';

type ConversationRow = NonNullable<
  Awaited<ReturnType<AdminDirectoryRepository['findConversation']>>
>;

const toAccount = (row: AccountRow): AdminAccountSummary => ({ ...row });

function toConversationSummary(
  row: ConversationRow,
  accounts: AdminAccountSummary[],
): AdminDirectConversationSummary {
  const { conversation } = row;
  return {
    id: conversation.id,
    participants: accounts,
    messageCount: row.messageCount,
    isQuoteRequest: conversation.quoteRequestedAt !== null,
    lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    createdAt: conversation.createdAt.toISOString(),
  };
}

/**
 * The back office's lawyer directory and one-to-one conversations (issue 15). Admins read;
 * they never post. Reading a conversation's messages is audited in the same transaction, at
 * most once per admin and conversation per window, so polling does not flood the log.
 */
export function createAdminDirectoryService({ db, repository, clock }: AdminDirectoryServiceDeps) {
  async function groupParticipants(tx: Database, conversationIds: string[]) {
    const rows = await repository.listParticipants(tx, conversationIds);
    const byConversation = new Map<string, AdminAccountSummary[]>();
    for (const { conversationId, account } of rows) {
      const list = byConversation.get(conversationId) ?? [];
      list.push(toAccount(account));
      byConversation.set(conversationId, list);
    }
    return byConversation;
  }

  return {
    async listLawyers(query: AdminLawyersQuery): Promise<AdminLawyerList> {
      const { rows, total } = await repository.listLawyers(query);
      const accountIds = rows.flatMap((row) => (row.accountId ? [row.accountId] : []));
      const accounts = new Map(
        (await repository.findAccounts(accountIds)).map((row) => [row.id, toAccount(row)]),
      );
      return {
        items: rows.map(({ profile, accountId }) => ({
          id: profile.id,
          name: profile.name,
          account: (accountId && accounts.get(accountId)) || null,
          locationFormatted: profile.locationFormatted,
          isDemo: profile.isDemo,
          ratingScore: profile.ratingScore,
          totalRatings: profile.totalRatings,
          completeness: getProfileCompleteness(toLawyerProfile(profile, 'en')),
          createdAt: profile.createdAt.toISOString(),
        })),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    async getLawyer(id: string): Promise<AdminLawyerDetail> {
      const row = await repository.findProfile(id);
      if (!row) throw new AppError('PROFILE_NOT_FOUND');
      const profile = toLawyerProfile(row, 'en');
      const [account] = row.userId ? await repository.findAccounts([row.userId]) : [];
      const [ratings, conversationCount] = await Promise.all([
        repository.listRatings(row.id),
        account ? repository.countConversationsOf(account.id) : Promise.resolve(0),
      ]);
      return {
        profile,
        account: account ? toAccount(account) : null,
        completeness: getProfileCompleteness(profile),
        ratings: ratings.map(toLawyerRating),
        conversationCount,
      };
    },

    async listConversations(
      query: AdminDirectConversationsQuery,
    ): Promise<AdminDirectConversationList> {
      const { rows, total } = await repository.listConversations(query);
      const participants = await groupParticipants(
        db,
        rows.map((row) => row.conversation.id),
      );
      return {
        items: rows.map((row) =>
          toConversationSummary(row, participants.get(row.conversation.id) ?? []),
        ),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    async readConversation(actorId: string, id: string): Promise<AdminDirectConversationDetail> {
      return db.transaction(async (tx) => {
        const row = await repository.findConversation(tx, id);
        if (!row) throw new AppError('DIRECT_CONVERSATION_NOT_FOUND');
        const [participants, messages] = await Promise.all([
          groupParticipants(tx, [id]),
          repository.listMessages(tx, id, ADMIN_CONVERSATION_MESSAGES_SHOWN),
        ]);
        const now = clock.now();
        const since = new Date(now.getTime() - ADMIN_CONVERSATION_READ_AUDIT_WINDOW_MS);
        const read = { actorId, entityId: id, action: CONVERSATION_READ_ACTION, since };
        if (!(await repository.hasRecentRead(tx, read))) {
          await recordAudit(tx, {
            actorId,
            entityType: 'DIRECT_CONVERSATION',
            entityId: id,
            action: CONVERSATION_READ_ACTION,
            details: { messages: messages.length },
            at: now,
          });
        }
        const accounts = participants.get(id) ?? [];
        const names = new Map(accounts.map((account) => [account.id, account.name]));
        return {
          conversation: toConversationSummary(row, accounts),
          messages: messages.map((message) => {
            const name = message.senderId ? names.get(message.senderId) : undefined;
            return {
              id: message.id,
              conversationId: message.conversationId,
              content: message.content,
              senderId: message.senderId,
              sender:
                message.senderId && name !== undefined ? { id: message.senderId, name } : null,
              createdAt: message.createdAt.toISOString(),
            };
          }),
        };
      });
    },
  };
}
export type AdminDirectoryService = ReturnType<typeof createAdminDirectoryService>;

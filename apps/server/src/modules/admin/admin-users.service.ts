import {
  buildPaginationMeta,
  type AdminChatHistoryResponse,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserUpdateRequest,
  type AdminUsersQuery,
  type DeletedHistory,
  type User,
} from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit-log';
import { toUser } from '../users/user-mapper';
import type { UserRow } from '../users/users.repository';
import type { AdminUsersRepository } from './admin-users.repository';

export type AdminUsersServiceDeps = {
  db: Database;
  repository: AdminUsersRepository;
  clock: Clock;
};

/** The newest questions an admin reads at once; older ones stay out of one response. */
const CHAT_HISTORY_LIMIT = 500;

type Change = { from: unknown; to: unknown };

function diffUser(before: UserRow, update: AdminUserUpdateRequest): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const [field, value] of Object.entries(update)) {
    if (value === undefined) continue;
    const previous = before[field as keyof UserRow];
    if (previous !== value) changes[field] = { from: previous, to: value };
  }
  return changes;
}

const losesAdmin = (before: UserRow, changes: Record<string, Change>) =>
  before.isAdmin &&
  before.status !== 'SUSPENDED' &&
  (changes.isAdmin?.to === false || changes.status?.to === 'SUSPENDED');

/**
 * Administrators manage accounts here. Every change and its audit entry share one
 * transaction; admins cannot suspend or demote themselves, and the last active admin stays.
 */
export function createAdminUsersService({ db, repository, clock }: AdminUsersServiceDeps) {
  async function findOrThrow(tx: Database, id: string): Promise<UserRow> {
    const row = await repository.findUser(tx, id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return row;
  }

  async function assertAdminRemains(tx: Database, target: UserRow): Promise<void> {
    const admins = await repository.lockActiveAdminIds(tx);
    if (admins.filter((id) => id !== target.id).length === 0) throw new AppError('LAST_ADMIN');
  }

  async function applyUpdate(
    actorId: string,
    id: string,
    update: AdminUserUpdateRequest,
  ): Promise<User> {
    return db.transaction(async (tx) => {
      const before = await findOrThrow(tx, id);
      const changes = diffUser(before, update);
      if (Object.keys(changes).length === 0) return toUser(before);
      if (losesAdmin(before, changes)) {
        if (actorId === id) throw new AppError('ADMIN_SELF_CHANGE');
        await assertAdminRemains(tx, before);
      }
      const now = clock.now();
      const after = await repository.updateUser(tx, id, { ...update, updatedAt: now });
      if (changes.status?.to === 'SUSPENDED') {
        await repository.revokeSessions(tx, before.providerId, now);
      }
      const audit = (action: string, details: Record<string, unknown>) =>
        recordAudit(tx, { actorId, entityType: 'USER', entityId: id, action, details, at: now });
      if (changes.status) {
        await audit(changes.status.to === 'SUSPENDED' ? 'USER_SUSPENDED' : 'USER_STATUS_CHANGED', {
          status: changes.status,
        });
      }
      if (changes.role || changes.isAdmin) {
        await audit('USER_ROLE_CHANGED', {
          ...(changes.role ? { role: changes.role } : {}),
          ...(changes.isAdmin ? { isAdmin: changes.isAdmin } : {}),
        });
      }
      const { status: _s, role: _r, isAdmin: _a, ...others } = changes;
      if (Object.keys(others).length > 0) await audit('USER_UPDATED', { fields: others });
      return toUser(after);
    });
  }

  return {
    async listUsers(query: AdminUsersQuery): Promise<AdminUserList> {
      const { rows, total } = await repository.listUsers(query);
      return { items: rows.map(toUser), meta: buildPaginationMeta(total, query.page, query.limit) };
    },

    async getUserDetail(id: string): Promise<AdminUserDetail> {
      const row = await findOrThrow(db, id);
      const usage = await repository.countUsage(id);
      return {
        user: toUser(row),
        conversationCount: usage.conversations,
        questionCount: usage.questions,
      };
    },

    updateUser: applyUpdate,

    setUserStatus(actorId: string, id: string, status: 'SUSPENDED' | 'CONFIRMED'): Promise<User> {
      return applyUpdate(actorId, id, { status });
    },

    /** Reading someone's conversations is itself recorded, in the same transaction. */
    async readChatHistory(actorId: string, id: string): Promise<AdminChatHistoryResponse> {
      return db.transaction(async (tx) => {
        await findOrThrow(tx, id);
        const rows = await repository.listChatHistory(tx, id, CHAT_HISTORY_LIMIT);
        await recordAudit(tx, {
          actorId,
          entityType: 'USER',
          entityId: id,
          action: 'CHAT_HISTORY_READ',
          details: { questions: rows.length },
          at: clock.now(),
        });
        const items: AdminChatHistoryResponse['items'] = [];
        for (const row of rows) {
          items.push({
            role: 'user',
            content: row.question,
            timestamp: row.createdAt.toISOString(),
          });
          if (row.answer) {
            items.push({
              role: 'assistant',
              content: row.answer,
              timestamp: row.updatedAt.toISOString(),
            });
          }
        }
        return { items };
      });
    },

    async deleteChatHistory(actorId: string, id: string): Promise<DeletedHistory> {
      return db.transaction(async (tx) => {
        await findOrThrow(tx, id);
        const deletedConversations = await repository.deleteConversations(tx, id);
        await recordAudit(tx, {
          actorId,
          entityType: 'USER',
          entityId: id,
          action: 'CHAT_HISTORY_DELETED',
          details: { conversations: deletedConversations },
          at: clock.now(),
        });
        return { deletedConversations };
      });
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

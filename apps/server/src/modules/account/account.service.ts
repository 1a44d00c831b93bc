import type { DeletedHistory } from '@lexlogis/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { AdminUsersRepository } from '../admin/admin-users.repository';
import { recordAudit } from '../audit/audit-log';

export type AccountServiceDeps = { db: Database; repository: AdminUsersRepository; clock: Clock };

/**
 * A user's own history and account deletion (issue 15): real deletions, each in one
 * transaction with its audit entry. The entry names the account by id only.
 */
export function createAccountService({ db, repository, clock }: AccountServiceDeps) {
  return {
    async deleteHistory(userId: string): Promise<DeletedHistory> {
      return db.transaction(async (tx) => {
        const deletedConversations = await repository.deleteConversations(tx, userId);
        await recordAudit(tx, {
          actorId: userId,
          entityType: 'USER',
          entityId: userId,
          action: 'HISTORY_DELETED',
          details: { conversations: deletedConversations },
          at: clock.now(),
        });
        return { deletedConversations };
      });
    },

    /**
     * Removes the product record with everything that cascades from it and the identity
     * account with its refresh tokens, so every session ends at once.
     */
    async deleteAccount(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const user = await repository.findUser(tx, userId);
        if (!user) throw new AppError('USER_NOT_FOUND');
        if (user.isAdmin && user.status !== 'SUSPENDED') {
          const admins = await repository.lockActiveAdminIds(tx);
          if (admins.every((id) => id === userId)) throw new AppError('LAST_ADMIN');
        }
        await repository.deleteAccount(tx, user);
        await recordAudit(tx, {
          actorId: userId,
          entityType: 'USER',
          entityId: userId,
          action: 'ACCOUNT_DELETED',
          at: clock.now(),
        });
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;

import {
  buildPaginationMeta,
  getPageOffset,
  type AdminLawyerRoleRequest,
  type AdminLawyerRoleRequestListQuery,
  type AdminLawyerRoleRequestListResponse,
  type LawyerRoleRequest,
} from '@lexlogis/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import { toAdminLawyerRoleRequest, toLawyerRoleRequest } from './role-request-mapper';
import type { RoleRequestsRepository } from './role-requests.repository';

export type RoleRequestsServiceDeps = { repository: RoleRequestsRepository; clock: Clock };

/**
 * The lawyer role is asked for by the user and granted by an administrator (docs/decisions.md
 * "The lawyer role is granted, never taken"). Nothing else in the server sets role = lawyer.
 */
export function createRoleRequestsService({ repository, clock }: RoleRequestsServiceDeps) {
  async function findForAdmin(id: string): Promise<AdminLawyerRoleRequest> {
    const row = isUuid(id) ? await repository.findWithUser(id) : undefined;
    if (!row) throw new AppError('ROLE_REQUEST_NOT_FOUND');
    return toAdminLawyerRoleRequest(row);
  }

  async function decide(
    session: RequestSession,
    id: string,
    decision: 'approved' | 'rejected',
  ): Promise<AdminLawyerRoleRequest> {
    const decided = isUuid(id)
      ? await repository.decide(id, decision, session.userId, clock.now())
      : undefined;
    const request = await findForAdmin(id);
    if (!decided) throw new AppError('ROLE_REQUEST_ALREADY_DECIDED');
    return request;
  }

  /** Files the user's request (or finds the pending one); idempotent. */
  async function fileLawyerRoleRequest(
    userId: string,
  ): Promise<{ request: LawyerRoleRequest; created: boolean }> {
    const { row, created } = await repository.insertPendingIfMissing(userId, clock.now());
    return { request: toLawyerRoleRequest(row), created };
  }

  return {
    fileLawyerRoleRequest,

    async requestLawyerRole(
      session: RequestSession,
    ): Promise<{ request: LawyerRoleRequest; created: boolean }> {
      if (session.role === 'lawyer') throw new AppError('ROLE_ALREADY_GRANTED');
      return fileLawyerRoleRequest(session.userId);
    },

    async findOwnLatestRequest(session: RequestSession): Promise<LawyerRoleRequest | null> {
      const row = await repository.findLatestForUser(session.userId);
      return row ? toLawyerRoleRequest(row) : null;
    },

    async listRequests(
      query: AdminLawyerRoleRequestListQuery,
    ): Promise<AdminLawyerRoleRequestListResponse> {
      const offset = getPageOffset(query.page, query.limit);
      const { rows, total } = await repository.listWithUsers(query.status, query.limit, offset);
      return {
        items: rows.map(toAdminLawyerRoleRequest),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    approve: (session: RequestSession, id: string) => decide(session, id, 'approved'),
    reject: (session: RequestSession, id: string) => decide(session, id, 'rejected'),
  };
}
export type RoleRequestsService = ReturnType<typeof createRoleRequestsService>;

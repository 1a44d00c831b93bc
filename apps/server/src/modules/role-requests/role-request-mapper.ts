import type { AdminLawyerRoleRequest, LawyerRoleRequest } from '@lexlogis/contracts';
import type { RoleRequestRow, RoleRequestWithUserRow } from './role-requests.repository';

/** Rows never cross the wire: this is where a request row becomes the contract's object. */
export function toLawyerRoleRequest(row: RoleRequestRow): LawyerRoleRequest {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    decidedBy: row.decidedBy,
  };
}

export function toAdminLawyerRoleRequest({
  request,
  user,
}: RoleRequestWithUserRow): AdminLawyerRoleRequest {
  return {
    ...toLawyerRoleRequest(request),
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
  };
}

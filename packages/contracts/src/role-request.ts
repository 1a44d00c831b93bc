import { z } from 'zod';
import { buildPaginationQueryShape, paginated } from './pagination';
import { TEXT_LIMITS, emailSchema, idSchema, isoDateTimeSchema } from './primitives';
import { userRoleSchema } from './profile';

/**
 * The lawyer role is granted by an administrator, never taken: a user asks for it (explicitly,
 * or by choosing "lawyer" in the profile form) and an administrator approves or rejects.
 */
export const LAWYER_ROLE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const lawyerRoleRequestStatusSchema = z.enum(LAWYER_ROLE_REQUEST_STATUSES);
export type LawyerRoleRequestStatus = z.infer<typeof lawyerRoleRequestStatusSchema>;

export const lawyerRoleRequestSchema = z.object({
  id: idSchema,
  userId: idSchema,
  status: lawyerRoleRequestStatusSchema,
  requestedAt: isoDateTimeSchema,
  decidedAt: isoDateTimeSchema.nullable(),
  /** The administrator who decided; null while pending (or once that account is deleted). */
  decidedBy: idSchema.nullable(),
});
export type LawyerRoleRequest = z.infer<typeof lawyerRoleRequestSchema>;

/** GET and POST /users/lawyer-role-request: the caller's latest request, if any. */
export const lawyerRoleRequestResponseSchema = z.object({
  request: lawyerRoleRequestSchema.nullable(),
});
export type LawyerRoleRequestResponse = z.infer<typeof lawyerRoleRequestResponseSchema>;

/** What an administrator sees of a request: who asked, and their role now. */
export const adminLawyerRoleRequestSchema = lawyerRoleRequestSchema.extend({
  user: z.object({
    id: idSchema,
    name: z.string().max(TEXT_LIMITS.name),
    email: emailSchema,
    role: userRoleSchema,
  }),
});
export type AdminLawyerRoleRequest = z.infer<typeof adminLawyerRoleRequestSchema>;

/** GET /admin/role-requests: pending requests by default, oldest first. */
export const adminLawyerRoleRequestListQuerySchema = z.object({
  status: lawyerRoleRequestStatusSchema.default('pending'),
  ...buildPaginationQueryShape(),
});
export type AdminLawyerRoleRequestListQuery = z.infer<typeof adminLawyerRoleRequestListQuerySchema>;
export const adminLawyerRoleRequestListResponseSchema = paginated(adminLawyerRoleRequestSchema);
export type AdminLawyerRoleRequestListResponse = z.infer<
  typeof adminLawyerRoleRequestListResponseSchema
>;

/** POST /admin/role-requests/{id}/approve and …/reject. */
export const adminLawyerRoleRequestResponseSchema = z.object({
  request: adminLawyerRoleRequestSchema,
});
export type AdminLawyerRoleRequestResponse = z.infer<typeof adminLawyerRoleRequestResponseSchema>;

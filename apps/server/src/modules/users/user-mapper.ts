import { isLawyerRole, type User } from '@lexlogis/contracts';
import type { UserRow } from './users.repository';

/** Rows never leave the server as they are: this is the one place a row becomes a User. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    name: row.name,
    city: row.city,
    language: row.language,
    ageGroup: row.ageGroup,
    acceptedPolicies: row.acceptedPolicies,
    userType: row.userType,
    providerId: row.providerId,
    bio: row.bio,
    isAdmin: row.isAdmin,
    isSubscribed: row.isSubscribed,
    hasFilledQuestionnaire: row.hasFilledQuestionnaire,
    formAnswerId: row.formAnswerId,
    status: row.status,
    picture: row.picture,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    isLawyer: isLawyerRole(row.role),
  };
}

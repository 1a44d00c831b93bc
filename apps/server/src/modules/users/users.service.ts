import {
  PROFILE_UNSET,
  type RegisterUserRequest,
  type UpdateUserBody,
  type User,
} from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import type { RoleRequestsService } from '../role-requests/role-requests.service';
import { toUser } from './user-mapper';
import type { NewUserRow, UsersRepository } from './users.repository';

/** What the product needs to know about an identity-provider account. */
export type IdentityAccount = {
  sub: string;
  email: string;
  name: string;
  status: 'UNCONFIRMED' | 'CONFIRMED';
  emailVerified: boolean;
  picture: string | null;
  locale: string | null;
};

export type IdentityClaims = {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
  picture?: string | null;
  locale?: string | null;
};

export type UsersServiceDeps = {
  repository: UsersRepository;
  clock: Clock;
  findIdentity(sub: string): Promise<IdentityAccount | undefined>;
  /** Where a user's wish for the lawyer role goes: an administrator decides it. */
  roleRequests: Pick<RoleRequestsService, 'fileLawyerRoleRequest'>;
};

function languageOf(value: string | null | undefined): 'en' | 'fr' | undefined {
  return value === 'en' || value === 'fr' ? value : undefined;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { repository, clock, findIdentity, roleRequests } = deps;
  return {
    /**
     * Creates the record on first sign-in, then refreshes what the identity provider owns.
     * Profile fields, role, isAdmin and a SUSPENDED status are never touched here.
     */
    async recordLogin(claims: IdentityClaims): Promise<User> {
      const now = clock.now();
      const existing = await repository.findUserByProviderId(claims.sub);
      if (existing?.status === 'SUSPENDED') throw new AppError('USER_SUSPENDED');
      const identity = {
        email: claims.email,
        name: claims.name,
        picture: claims.picture ?? null,
        emailVerified: claims.emailVerified,
        status: 'CONFIRMED' as const,
        lastLogin: now,
        updatedAt: now,
      };
      if (existing) return toUser((await repository.updateUser(existing.id, identity))!);
      const created = await repository.insertUserIfMissing({
        ...identity,
        providerId: claims.sub,
        language: languageOf(claims.locale) ?? 'fr',
        createdAt: now,
      });
      return toUser(created);
    },

    /**
     * Public, so it proves nothing by itself: it only succeeds for an existing identity with
     * that email, and repeating it returns the same record. A registration as 'lawyer' makes a
     * user who has asked for the role: an administrator grants it.
     */
    async registerUser(input: RegisterUserRequest): Promise<{ user: User; created: boolean }> {
      const identity = isUuid(input.id) ? await findIdentity(input.id) : undefined;
      if (!identity || identity.email !== input.email.trim().toLowerCase()) {
        throw new AppError('REGISTRATION_FAILED');
      }
      const existing = await repository.findUserByProviderId(identity.sub);
      if (existing) return { user: toUser(existing), created: false };
      const now = clock.now();
      const values: NewUserRow = {
        providerId: identity.sub,
        email: identity.email,
        name: input.name.trim(),
        picture: input.picture || identity.picture || null,
        role: 'user',
        language: input.language ?? languageOf(identity.locale) ?? 'fr',
        status: identity.status,
        emailVerified: identity.emailVerified,
        createdAt: now,
        updatedAt: now,
      };
      const row = await repository.insertUserIfMissing(values);
      if (input.role === 'lawyer') await roleRequests.fileLawyerRoleRequest(row.id);
      return { user: toUser(row), created: true };
    },

    /** The record of a valid token whose user never called /auth/login (see session-guard). */
    async ensureUser(sub: string): Promise<User | undefined> {
      const identity = isUuid(sub) ? await findIdentity(sub) : undefined;
      if (!identity) return undefined;
      const now = clock.now();
      const row = await repository.insertUserIfMissing({
        providerId: identity.sub,
        email: identity.email,
        name: identity.name,
        picture: identity.picture,
        language: languageOf(identity.locale) ?? 'fr',
        status: identity.status,
        emailVerified: identity.emailVerified,
        createdAt: now,
        updatedAt: now,
      });
      return toUser(row);
    },

    async findUserByProviderId(providerId: string): Promise<User | undefined> {
      const row = await repository.findUserByProviderId(providerId);
      return row ? toUser(row) : undefined;
    },

    getCurrentUser(session: RequestSession): User {
      return session.user;
    },

    /**
     * Another person's record is "not found" for non-admins, so ids cannot be probed.
     * isAdmin and status are not in the accepted body and so can never change here. Only an
     * administrator sets role 'lawyer'; from anyone else it files a request and the role stays.
     */
    async updateUser(session: RequestSession, id: string, update: UpdateUserBody): Promise<User> {
      if (id !== session.userId && !session.isAdmin) throw new AppError('USER_NOT_FOUND');
      const target =
        id === session.userId ? { id } : isUuid(id) ? await repository.findUserById(id) : undefined;
      if (!target) throw new AppError('USER_NOT_FOUND');
      const changes: Partial<NewUserRow> = { updatedAt: clock.now() };
      if (update.city !== undefined) changes.city = update.city.trim() || PROFILE_UNSET;
      if (update.ageGroup !== undefined) changes.ageGroup = update.ageGroup || PROFILE_UNSET;
      if (update.language !== undefined) changes.language = update.language;
      if (update.acceptedPolicies !== undefined) changes.acceptedPolicies = update.acceptedPolicies;
      const asksForLawyerRole =
        update.role === 'lawyer' && !session.isAdmin && session.role !== 'lawyer';
      if (asksForLawyerRole) await roleRequests.fileLawyerRoleRequest(target.id);
      else if (update.role !== undefined) changes.role = update.role;
      const row = await repository.updateUser(target.id, changes);
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toUser(row);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

import {
  buildPaginationMeta,
  getPageOffset,
  parseFilterList,
  type AreaOfLaw,
  type LawyerProfile,
  type LawyerProfileList,
  type LawyerProfilesQuery,
  type LawyerRating,
  type LegalExpert,
  type LegalExpertListQuery,
  type ProfileFilterValues,
  type RateLawyerRequest,
  type UpdateLawyerProfileRequest,
} from '@lexlogis/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { RequestSession } from '../auth/session';
import type { AdviceSituationRepository } from '../direct-chat/advice-situation.repository';
import { getGuideArea } from './guide-areas';
import {
  formatLocation,
  toLawyerProfile,
  toLawyerRating,
  toLegalExpert,
} from './lawyer-profiles.mapper';
import type { LawyerProfileRow, LawyerProfilesRepository } from './lawyer-profiles.repository';

/** Picks the guide ids that fit a question, best first (the situation guides' matcher). */
export type MatchGuideIds = (question: string) => string[];

export type LawyerProfilesServiceDeps = {
  repository: LawyerProfilesRepository;
  situations: AdviceSituationRepository;
  matchGuideIds: MatchGuideIds;
  /** Whether the lawyer answered the user in a direct conversation (the right to rate). */
  hasLawyerReplied(userId: string, lawyerId: string): Promise<boolean>;
  clock: Clock;
};

/** Cities meaning "not given" in user profiles (spec 01 'na', spec 02 default 'Unknown'). */
const UNSET_CITIES = new Set(['', 'na', 'unknown']);

/**
 * Lawyer profiles and ratings (issue 13). Only a lawyer creates or edits a profile, only their
 * own; anyone signed in reads them. Scores come only from stored ratings.
 */
export function createLawyerProfilesService(deps: LawyerProfilesServiceDeps) {
  const { repository, clock } = deps;

  async function findProfile(id: string): Promise<LawyerProfileRow> {
    const row = isUuid(id) ? await repository.findProfileById(id) : undefined;
    if (!row) throw new AppError('PROFILE_NOT_FOUND');
    return row;
  }

  function requireOwnLawyer(session: RequestSession, userId: string) {
    if (session.role !== 'lawyer') throw new AppError('LAWYER_ROLE_REQUIRED');
    if (userId !== session.userId) throw new AppError('PROFILE_OWNER_ONLY');
  }

  async function readSituationAreas(session: RequestSession, conversationId: string) {
    const situation = isUuid(conversationId)
      ? await deps.situations.findSituation(conversationId)
      : undefined;
    if (!situation || situation.userId !== session.userId) {
      throw new AppError('CONVERSATION_NOT_FOUND');
    }
    const text = [situation.title, situation.question].filter(Boolean).join('\n');
    const areas = new Set<AreaOfLaw>(deps.matchGuideIds(text).map(getGuideArea));
    return [...areas];
  }

  return {
    async listProfiles(
      session: RequestSession,
      query: LawyerProfilesQuery,
    ): Promise<LawyerProfileList> {
      const { rows, total } = await repository.listProfiles(
        {
          areasOfLaw: parseFilterList(query.areasOfLaw),
          languages: parseFilterList(query.language).map((code) => code.toLowerCase()),
          city: query.city,
          stateProvince: query.stateProvince,
          country: query.country,
        },
        { offset: getPageOffset(query.page, query.limit), limit: query.limit },
      );
      return {
        items: rows.map((row) => toLawyerProfile(row, session.user.language)),
        meta: buildPaginationMeta(total, query.page, query.limit),
      };
    },

    async listMatchingProfiles(
      session: RequestSession,
      query: LegalExpertListQuery,
    ): Promise<{ items: LegalExpert[] }> {
      const areasOfLaw = query.conversationId
        ? await readSituationAreas(session, query.conversationId)
        : [];
      const city = UNSET_CITIES.has(session.user.city.trim().toLowerCase())
        ? ''
        : session.user.city;
      const rows = await repository.listMatchingProfiles({ areasOfLaw, city, limit: query.limit });
      return { items: rows.map((row) => toLegalExpert(row, session.user.language)) };
    },

    async getProfile(session: RequestSession, id: string): Promise<LawyerProfile> {
      return toLawyerProfile(await findProfile(id), session.user.language);
    },

    async getProfileByUserId(session: RequestSession, userId: string): Promise<LawyerProfile> {
      const row = isUuid(userId) ? await repository.findProfileByUserId(userId) : undefined;
      if (!row) throw new AppError('PROFILE_NOT_FOUND');
      return toLawyerProfile(row, session.user.language);
    },

    async createProfile(session: RequestSession, userId: string): Promise<LawyerProfile> {
      requireOwnLawyer(session, userId);
      const city = UNSET_CITIES.has(session.user.city.trim().toLowerCase())
        ? ''
        : session.user.city;
      const now = clock.now();
      const row = await repository.insertProfile({
        userId,
        name: session.user.name.trim() || session.user.email,
        city,
        locationFormatted: formatLocation({ city, stateProvince: '', country: '' }),
        languages: [session.user.language],
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new AppError('PROFILE_EXISTS');
      return toLawyerProfile(row, session.user.language);
    },

    async updateProfile(
      session: RequestSession,
      userId: string,
      changes: UpdateLawyerProfileRequest,
    ): Promise<LawyerProfile> {
      requireOwnLawyer(session, userId);
      const current = await repository.findProfileByUserId(userId);
      if (!current) throw new AppError('PROFILE_NOT_FOUND');
      const place = {
        city: changes.city ?? current.city,
        stateProvince: changes.stateProvince ?? current.stateProvince,
        country: changes.country ?? current.country,
      };
      const row = await repository.updateProfile(current.id, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.expert_image !== undefined && { expertImage: changes.expert_image || null }),
        ...(changes.areasOfLaw !== undefined && { mainFields: [...new Set(changes.areasOfLaw)] }),
        ...(changes.languages !== undefined && { languages: [...new Set(changes.languages)] }),
        ...(changes.barreauNumber !== undefined && {
          barreauNumber: changes.barreauNumber || null,
        }),
        ...place,
        locationFormatted: formatLocation(place),
        updatedAt: clock.now(),
      });
      if (!row) throw new AppError('PROFILE_NOT_FOUND');
      return toLawyerProfile(row, session.user.language);
    },

    async readFilterValues(): Promise<ProfileFilterValues> {
      return repository.readFilterValues();
    },

    async rateLawyer(
      session: RequestSession,
      profileId: string,
      request: RateLawyerRequest,
    ): Promise<LawyerRating> {
      const profile = await findProfile(profileId);
      const lawyerId = profile.userId;
      if (!lawyerId || lawyerId === session.userId) throw new AppError('RATING_NOT_ALLOWED');
      if (!(await deps.hasLawyerReplied(session.userId, lawyerId))) {
        throw new AppError('RATING_NOT_ALLOWED');
      }
      const row = await repository.insertRating({
        profileId: profile.id,
        userId: session.userId,
        score: request.score,
        comment: request.comment ? request.comment : null,
        createdAt: clock.now(),
      });
      if (!row) throw new AppError('RATING_EXISTS');
      return toLawyerRating(row);
    },
  };
}
export type LawyerProfilesService = ReturnType<typeof createLawyerProfilesService>;

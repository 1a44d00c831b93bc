import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SituationGuide } from '../../kb/content/content-schema';
import { createGuideMatcher, pickAnswerGuides } from '../../kb/content/match-guides';
import type { SessionGuard } from '../auth/session-guard';
import { createAdviceSituationRepository } from '../direct-chat/advice-situation.repository';
import { directChatRoutes } from '../direct-chat/direct-chat.routes';
import { createDirectChatRepository } from '../direct-chat/direct-chat.repository';
import { createDirectChatService } from '../direct-chat/direct-chat.service';
import { createPollVersionRepository } from '../direct-chat/poll-version.repository';
import { createQuoteRequestEmailer } from '../direct-chat/quote-request-email';
import type { Mailer } from '../email/mailer';
import { lawyerProfilesRoutes } from './lawyer-profiles.routes';
import { createLawyerProfilesRepository } from './lawyer-profiles.repository';
import { createLawyerProfilesService } from './lawyer-profiles.service';

export type MarketplaceModuleOptions = {
  db: Database;
  clock: Clock;
  guard: SessionGuard;
  mailer: Mailer;
  guides: readonly SituationGuide[];
  /** Where links in emails point (the app's public origin). */
  appOrigin: string;
};

/** The lawyer marketplace (issue 13): profiles, ratings, direct conversations, quote requests. */
export const marketplaceModule: FastifyPluginAsync<MarketplaceModuleOptions> = async (
  app,
  { db, clock, guard, mailer, guides, appOrigin },
) => {
  const situations = createAdviceSituationRepository(db);
  const chatRepository = createDirectChatRepository(db);
  const matcher = createGuideMatcher(guides);
  const profilesService = createLawyerProfilesService({
    repository: createLawyerProfilesRepository(db),
    situations,
    clock,
    hasLawyerReplied: chatRepository.hasLawyerReplied,
    matchGuideIds: (question) => {
      const matches = matcher.matchGuides({ question });
      const confident = pickAnswerGuides(matches);
      // A weak match still says more about the situation than none.
      return (confident.length > 0 ? confident : matches.slice(0, 1)).map((m) => m.guide.id);
    },
  });
  const chatService = createDirectChatService({
    repository: chatRepository,
    versions: createPollVersionRepository(db),
    situations,
    clock,
    notifyQuoteRequest: createQuoteRequestEmailer(mailer, appOrigin),
    log: app.log,
  });
  await app.register(lawyerProfilesRoutes, { service: profilesService, guard });
  await app.register(directChatRoutes, { service: chatService, guard });
};

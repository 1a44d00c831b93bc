import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { accountRoutes } from '../account/account.routes';
import { createAccountService } from '../account/account.service';
import { createAuditLogRepository } from '../audit/audit-log.repository';
import type { SessionGuard } from '../auth/session-guard';
import { metricsRoutes } from '../metrics/metrics.routes';
import { openRollupMetrics } from '../metrics/metrics-rollup.repository';
import { createMetricsService } from '../metrics/metrics.service';
import { registerRequestTimings } from '../tracking/request-timings';
import { createTrackingRepository } from '../tracking/tracking.repository';
import { trackingRoutes } from '../tracking/tracking.routes';
import { createTrackingService } from '../tracking/tracking.service';
import { createAdminDirectoryRepository } from './admin-directory.repository';
import { adminDirectoryRoutes } from './admin-directory.routes';
import { createAdminDirectoryService } from './admin-directory.service';
import { createAdminOverviewRepository } from './admin-overview.repository';
import { createAdminOverviewService } from './admin-overview.service';
import { adminRoutes } from './admin.routes';
import { createAdminUsersRepository } from './admin-users.repository';
import { createAdminUsersService } from './admin-users.service';
import { createFlaggedReviewService } from './flagged-review.service';

export type BackOfficeDeps = {
  prefix: string;
  db: Database;
  clock: Clock;
  guard: SessionGuard;
  /** Cookies set over https only (the document cookie an account deletion clears). */
  secureCookies: boolean;
};

/** Wires the back office (issue 15) so app.ts registers it in one call. */
export async function registerBackOffice(
  app: FastifyInstance,
  { prefix, db, clock, guard, secureCookies }: BackOfficeDeps,
): Promise<void> {
  const trackingRepository = createTrackingRepository(db);
  registerRequestTimings(app, { repository: trackingRepository, clock });
  const adminUsersRepository = createAdminUsersRepository(db);

  await app.register(adminRoutes, {
    prefix,
    guard,
    overview: createAdminOverviewService({
      repository: createAdminOverviewRepository(db),
      clock,
      readUptimeSeconds: () => process.uptime(),
    }),
    users: createAdminUsersService({ db, repository: adminUsersRepository, clock }),
    auditLogs: createAuditLogRepository(db),
    flaggedReview: createFlaggedReviewService({ db, clock }),
  });
  await app.register(adminDirectoryRoutes, {
    prefix,
    guard,
    service: createAdminDirectoryService({
      db,
      repository: createAdminDirectoryRepository(db),
      clock,
    }),
  });
  await app.register(trackingRoutes, {
    prefix,
    guard,
    service: createTrackingService({ repository: trackingRepository, clock }),
  });
  await app.register(metricsRoutes, {
    prefix,
    guard,
    service: createMetricsService({
      openRepository: openRollupMetrics(db),
      clock,
    }),
  });
  await app.register(accountRoutes, {
    prefix,
    guard,
    secureCookies,
    service: createAccountService({ db, repository: adminUsersRepository, clock }),
  });
}

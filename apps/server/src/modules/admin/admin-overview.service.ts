import type { AdminOverview } from '@lexlogis/contracts';
import type { Clock } from '../../lib/clock';
import type { AdminOverviewRepository } from './admin-overview.repository';

const DAY_MS = 86_400_000;
const OVERVIEW_DAYS = 30;
/** Above this share of 5xx answers in the last hour, the system reads as degraded. */
const DEGRADED_ERROR_RATE = 5;

export type AdminOverviewDeps = {
  repository: AdminOverviewRepository;
  clock: Clock;
  /** Seconds since the process started (process.uptime in production). */
  readUptimeSeconds: () => number;
};

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);
const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** Growth of `current` over `previous` in percent; null when there is nothing to compare to. */
function growth(current: number, previous: number): number | null {
  return previous > 0 ? round(((current - previous) / previous) * 100) : null;
}

/**
 * The admin overview from the database. Revenue figures stay null until the payments module
 * provides them (issue 14): the screen shows "unknown", never a sample number.
 */
export function createAdminOverviewService({
  repository,
  clock,
  readUptimeSeconds,
}: AdminOverviewDeps) {
  return {
    async getOverview(): Promise<AdminOverview> {
      const end = clock.now();
      const month = { start: new Date(end.getTime() - OVERVIEW_DAYS * DAY_MS), end };
      const previousMonth = {
        start: new Date(month.start.getTime() - OVERVIEW_DAYS * DAY_MS),
        end: month.start,
      };
      const day = { start: new Date(end.getTime() - DAY_MS), end };
      const hour = { start: new Date(end.getTime() - 3_600_000), end };

      const [
        totalUsers,
        mau,
        dau,
        subscribed,
        totalQuestions,
        totalConversations,
        activeConversations,
        averageSession,
        newUsers,
        previousNewUsers,
        questions,
        previousQuestions,
        conversations,
        previousConversations,
        health,
        pingMs,
        questionsOverTime,
        usersOverTime,
        recent,
      ] = await Promise.all([
        repository.countUsers(),
        repository.countActiveUsers(month),
        repository.countActiveUsers(day),
        repository.countSubscribedUsers(),
        repository.countQuestions(),
        repository.countConversations(),
        repository.countActiveConversations(month),
        repository.averageSessionSeconds(month),
        repository.countUsersCreated(month),
        repository.countUsersCreated(previousMonth),
        repository.countQuestions(month),
        repository.countQuestions(previousMonth),
        repository.countConversations(month),
        repository.countConversations(previousMonth),
        repository.requestHealth(hour),
        repository.pingMs(),
        repository.dailyCounts('advices', month),
        repository.dailyCounts('users', month),
        repository.recentAuditEntries(10),
      ]);
      const errorRate = round(percent(health.errors, health.total));
      const status =
        pingMs === null ? 'down' : (errorRate ?? 0) > DEGRADED_ERROR_RATE ? 'degraded' : 'healthy';

      return {
        stats: {
          totalUsers,
          activeUsers: mau,
          dailyActiveUsers: dau,
          monthlyActiveUsers: mau,
          averageSessionDuration: round(averageSession),
          userEngagement: round(percent(dau, mau)),
          retentionRate: null,
          totalQuestions,
          totalRevenue: null,
          revenuePerUser: null,
          conversionRate: round(percent(subscribed, totalUsers)),
          activeSubscriptions: subscribed,
          totalConversations,
          activeConversations,
        },
        metrics: {
          userGrowth: growth(newUsers, previousNewUsers),
          questionGrowth: growth(questions, previousQuestions),
          conversationGrowth: growth(conversations, previousConversations),
          revenueGrowth: null,
        },
        systemHealth: {
          status,
          uptime: null,
          errorRate,
          responseTime: round(health.average),
          processUptimeSeconds: Math.round(readUptimeSeconds()),
          databaseLatencyMs: round(pingMs),
        },
        analytics: { questionsOverTime, usersOverTime },
        recentActivity: recent.map((row) => ({
          id: row.id,
          type: row.action,
          description: `${row.entity_type}${row.entity_id ? ` ${row.entity_id}` : ''}`,
          userId: row.user_id,
          timestamp: new Date(row.timestamp).toISOString(),
        })),
      };
    },
  };
}
export type AdminOverviewService = ReturnType<typeof createAdminOverviewService>;

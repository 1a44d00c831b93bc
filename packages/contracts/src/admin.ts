import { z } from 'zod';
import {
  TEXT_LIMITS,
  idSchema,
  isoDateOrDateTimeSchema,
  isoDateTimeSchema,
  sortOrderSchema,
} from './primitives';
import { CITY_MAX_LENGTH, ageGroupSchema, languageSchema, userRoleSchema } from './profile';
import { USER_STATUSES, userSchema, userStatusSchema } from './user';
import { buildPaginationQueryShape, paginated } from './pagination';

/**
 * Figures the server cannot compute yet are null, never a made-up number: the admin screen
 * shows "unknown" for them.
 */
const figure = z.number().nullable();

/** Admin overview statistics (spec 02 §3); durations in seconds, rates in percent. */
export const adminStatsSchema = z.object({
  totalUsers: figure,
  activeUsers: figure,
  dailyActiveUsers: figure,
  monthlyActiveUsers: figure,
  averageSessionDuration: figure,
  userEngagement: figure,
  retentionRate: figure,
  totalQuestions: figure,
  /** Money in cents, like every amount of the payments contract. */
  totalRevenue: figure,
  revenuePerUser: figure,
  conversionRate: figure,
  activeSubscriptions: figure,
  totalConversations: figure,
  activeConversations: figure,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** Growth over the previous period of the same length, in percent. */
export const adminGrowthMetricsSchema = z.object({
  userGrowth: figure,
  questionGrowth: figure,
  conversationGrowth: figure,
  revenueGrowth: figure,
});
export type AdminGrowthMetrics = z.infer<typeof adminGrowthMetricsSchema>;

export const systemHealthSchema = z.object({
  status: z.enum(['healthy', 'degraded', 'down']),
  /** Percent of time up since the process started. */
  uptime: figure,
  /** Percent of requests answered with a 5xx. */
  errorRate: figure,
  /** Average response time in milliseconds. */
  responseTime: figure,
  /** Seconds since this server process started (issue 15). */
  processUptimeSeconds: figure,
  /** Round trip of a trivial query, in milliseconds; null when the database did not answer. */
  databaseLatencyMs: figure,
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const timeSeriesPointSchema = z.object({
  date: isoDateOrDateTimeSchema,
  value: z.number(),
});
export type TimeSeriesPoint = z.infer<typeof timeSeriesPointSchema>;

export const adminAnalyticsSchema = z.object({
  questionsOverTime: z.array(timeSeriesPointSchema),
  usersOverTime: z.array(timeSeriesPointSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const recentActivitySchema = z.object({
  id: idSchema,
  type: z.string().max(100),
  description: z.string().max(1000),
  userId: idSchema.nullable(),
  timestamp: isoDateTimeSchema,
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

/** GET /admin/overview. */
export const adminOverviewSchema = z.object({
  stats: adminStatsSchema,
  metrics: adminGrowthMetricsSchema,
  systemHealth: systemHealthSchema,
  analytics: adminAnalyticsSchema,
  recentActivity: z.array(recentActivitySchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const ADMIN_USER_SORT_FIELDS = [
  'name',
  'email',
  'createdAt',
  'lastLogin',
  'status',
] as const;

/** GET /admin/users: search matches name or email; name ascending by default (spec 02 §5/§9). */
export const adminUsersQuerySchema = z.object({
  ...buildPaginationQueryShape(),
  search: z.string().trim().max(TEXT_LIMITS.shortText).optional(),
  sortField: z.enum(ADMIN_USER_SORT_FIELDS).default('name'),
  sortOrder: sortOrderSchema.default('asc'),
  status: z.enum(['all', ...USER_STATUSES]).default('all'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export type AdminUsersQueryInput = z.input<typeof adminUsersQuerySchema>;

export const adminUserListSchema = paginated(userSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** PUT /admin/users/{id}: any subset of the editable fields, at least one. */
export const adminUserUpdateRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(TEXT_LIMITS.name).optional(),
    role: userRoleSchema.optional(),
    isAdmin: z.boolean().optional(),
    isSubscribed: z.boolean().optional(),
    status: userStatusSchema.optional(),
    city: z.string().trim().min(1).max(CITY_MAX_LENGTH).optional(),
    language: languageSchema.optional(),
    ageGroup: ageGroupSchema.optional(),
    bio: z.string().trim().max(TEXT_LIMITS.comment).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'At least one field must be provided',
  });
export type AdminUserUpdateRequest = z.infer<typeof adminUserUpdateRequestSchema>;

/**
 * PATCH /admin/users/{id}: suspends the account (spec 02 §7; an empty body suspends), or
 * re-enables it with status CONFIRMED (issue 15).
 */
export const suspendUserRequestSchema = z.object({
  status: z.enum(['SUSPENDED', 'CONFIRMED']).default('SUSPENDED'),
});
export type SuspendUserRequest = z.infer<typeof suspendUserRequestSchema>;

/** GET /admin/users/{id}/chat-history. */
export const adminChatHistoryItemSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(TEXT_LIMITS.documentText),
  timestamp: isoDateTimeSchema,
});
export type AdminChatHistoryItem = z.infer<typeof adminChatHistoryItemSchema>;

export const adminChatHistoryResponseSchema = z.object({
  items: z.array(adminChatHistoryItemSchema),
});
export type AdminChatHistoryResponse = z.infer<typeof adminChatHistoryResponseSchema>;

import { describe, expect, it } from 'vitest';
import {
  adminChatHistoryItemSchema,
  adminStatsSchema,
  adminUserUpdateRequestSchema,
  adminUsersQuerySchema,
  suspendUserRequestSchema,
} from './admin';
import { auditLogFiltersSchema, auditLogItemSchema } from './audit-log';
import {
  adminPaymentsQuerySchema,
  refundRequestSchema,
  subscriptionRevenueSchema,
} from './payments';

describe('audit logs', () => {
  it('defaults to page 1, 12 per page, newest first', () => {
    expect(auditLogFiltersSchema.parse({})).toEqual({
      page: 1,
      limit: 12,
      sortField: 'timestamp',
      sortOrder: 'desc',
    });
  });

  it('rejects an unknown sort order and a reversed date range', () => {
    expect(auditLogFiltersSchema.safeParse({ sortOrder: 'up' }).success).toBe(false);
    expect(
      auditLogFiltersSchema.safeParse({ startDate: '2024-02-01', endDate: '2024-01-01' }).success,
    ).toBe(false);
  });

  it('parses an audit-log item', () => {
    const item = {
      id: '1',
      timestamp: '2024-05-01T00:00:00Z',
      userId: null,
      entityType: 'user',
      entityId: 'u1',
      action: 'SUSPEND',
      details: { by: 'admin' },
    };
    expect(auditLogItemSchema.parse(item)).toEqual(item);
  });
});

describe('admin users', () => {
  it('sorts by name ascending and filters all statuses by default', () => {
    expect(adminUsersQuerySchema.parse({ page: '2' })).toEqual({
      page: 2,
      limit: 10,
      sortField: 'name',
      sortOrder: 'asc',
      status: 'all',
    });
  });

  it('requires at least one field to update', () => {
    expect(adminUserUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(adminUserUpdateRequestSchema.parse({ status: 'SUSPENDED' })).toEqual({
      status: 'SUSPENDED',
    });
  });

  it('suspension body defaults to SUSPENDED and accepts nothing else', () => {
    expect(suspendUserRequestSchema.parse({})).toEqual({ status: 'SUSPENDED' });
    expect(suspendUserRequestSchema.parse({ status: 'CONFIRMED' })).toEqual({
      status: 'CONFIRMED',
    });
    expect(suspendUserRequestSchema.safeParse({ status: 'UNCONFIRMED' }).success).toBe(false);
  });

  it('chat history items are user or assistant turns', () => {
    expect(
      adminChatHistoryItemSchema.safeParse({
        role: 'system',
        content: 'x',
        timestamp: '2024-05-01T00:00:00Z',
      }).success,
    ).toBe(false);
  });

  it('stats allow null for figures that are unknown', () => {
    const stats = Object.fromEntries(Object.keys(adminStatsSchema.shape).map((key) => [key, null]));
    expect(adminStatsSchema.safeParse(stats).success).toBe(true);
    expect(Object.keys(adminStatsSchema.shape)).toEqual(
      expect.arrayContaining([
        'totalUsers',
        'dailyActiveUsers',
        'revenuePerUser',
        'activeConversations',
      ]),
    );
  });
});

describe('payments', () => {
  it('refunds need a positive amount and a non-blank reason', () => {
    expect(refundRequestSchema.safeParse({ amount: 500, reason: 'Duplicate charge' }).success).toBe(
      true,
    );
    expect(
      refundRequestSchema.safeParse({ amount: 0, reason: 'x' }).error?.issues[0]?.message,
    ).toBe('Amount must be positive');
    expect(
      refundRequestSchema.safeParse({ amount: 5, reason: '  ' }).error?.issues[0]?.message,
    ).toBe('Reason is required');
  });

  it('revenue currency defaults to USD', () => {
    expect(
      subscriptionRevenueSchema.parse({
        monthlyRevenue: 0,
        totalRevenue: 0,
        activeSubscriptions: 0,
      }).currency,
    ).toBe('USD');
  });

  it('admin payment list filters default to all statuses', () => {
    expect(adminPaymentsQuerySchema.parse({})).toEqual({ page: 1, limit: 10, status: 'all' });
  });
});

import { describe, expect, it } from 'vitest';
import { getMetricsDateRange, getMetricsInterval, metricsQuerySchema } from './metrics';

const DAY = 86_400_000;
const end = new Date('2024-06-01T00:00:00.000Z');
const daysBefore = (days: number) => new Date(end.getTime() - days * DAY);

describe('getMetricsInterval', () => {
  it.each([
    [366, 'month'],
    [365, 'week'],
    [91, 'week'],
    [90, 'day'],
    [8, 'day'],
    [7, 'hour'],
    [1, 'hour'],
  ])('a span of %i days is bucketed by %s', (days, interval) => {
    expect(getMetricsInterval(daysBefore(days), end)).toBe(interval);
  });

  it('accepts ISO strings', () => {
    expect(getMetricsInterval('2020-01-01T00:00:00Z', '2024-01-01T00:00:00Z')).toBe('month');
  });
});

describe('getMetricsDateRange', () => {
  it('defaults to the last 30 days', () => {
    expect(getMetricsDateRange(undefined, end)).toEqual({
      startDate: daysBefore(30).toISOString(),
      endDate: end.toISOString(),
    });
  });

  it("starts 'all' in 2020 and 'week' 7 days back", () => {
    expect(getMetricsDateRange('all', end).startDate).toBe('2020-01-01T00:00:00.000Z');
    expect(getMetricsDateRange('week', end).startDate).toBe(daysBefore(7).toISOString());
  });
});

describe('metricsQuerySchema', () => {
  it('accepts ISO bounds and refuses reversed or malformed ones', () => {
    expect(
      metricsQuerySchema.safeParse({
        startDate: '2024-01-01T00:00:00Z',
        endDate: '2024-02-01T00:00:00Z',
      }).success,
    ).toBe(true);
    expect(metricsQuerySchema.safeParse({}).success).toBe(true);
    expect(
      metricsQuerySchema.safeParse({ startDate: '2024-03-01', endDate: '2024-02-01' }).success,
    ).toBe(false);
    expect(metricsQuerySchema.safeParse({ startDate: 'last week' }).success).toBe(false);
  });
});

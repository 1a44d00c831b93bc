import { describe, expect, it } from 'vitest';
import {
  TRACKING_BATCH_MAX_EVENTS,
  buildErrorLabel,
  buildQuestionLabel,
  trackingBatchSchema,
  trackingEventSchema,
  trackingMessageSchema,
} from './tracking';
import { createDirectMessageRequestSchema, getParticipantName } from './direct-chat';
import { marketplaceFiltersSchema, parseFilterList } from './lawyer-profile';

const event = { category: 'chat', action: 'question', timestamp: '2024-05-01T00:00:00Z' };

describe('tracking', () => {
  it('cuts question labels to 100 characters and error labels to 200', () => {
    expect(buildQuestionLabel('q'.repeat(150))).toHaveLength(100);
    expect(buildErrorLabel('e'.repeat(250))).toHaveLength(200);
    expect(buildQuestionLabel(' short ')).toBe('short');
  });

  it('accepts batches of 1 to 100 events', () => {
    expect(trackingBatchSchema.safeParse({ events: [event] }).success).toBe(true);
    expect(trackingBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const tooMany = Array.from({ length: TRACKING_BATCH_MAX_EVENTS + 1 }, () => event);
    expect(trackingBatchSchema.safeParse({ events: tooMany }).success).toBe(false);
  });

  it('bounds dimensions to flat scalar values', () => {
    expect(
      trackingEventSchema.safeParse({ ...event, dimensions: { lang: 'fr', n: 1 } }).success,
    ).toBe(true);
    expect(
      trackingEventSchema.safeParse({ ...event, dimensions: { nested: { a: 1 } } }).success,
    ).toBe(false);
    const wide = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i]));
    expect(trackingEventSchema.safeParse({ ...event, dimensions: wide }).success).toBe(false);
  });

  it('refuses negative timings', () => {
    expect(
      trackingMessageSchema.safeParse({ messageId: 'm', responseTime: -1, totalTime: 1 }).success,
    ).toBe(false);
  });
});

describe('direct chat', () => {
  it('refuses blank and overlong messages', () => {
    expect(
      createDirectMessageRequestSchema.safeParse({ conversationId: 'c', content: '  ' }).error
        ?.issues[0]?.message,
    ).toBe('Message cannot be empty');
    expect(
      createDirectMessageRequestSchema.safeParse({ conversationId: 'c', content: 'x'.repeat(5001) })
        .success,
    ).toBe(false);
  });

  it('names a missing sender Unknown User', () => {
    expect(getParticipantName(null)).toBe('Unknown User');
    expect(getParticipantName({ name: 'Me Tremblay' })).toBe('Me Tremblay');
  });
});

describe('marketplace filters', () => {
  it('defaults every filter to empty and page to "1"', () => {
    expect(marketplaceFiltersSchema.parse({})).toEqual({
      areasOfLaw: '',
      city: '',
      stateProvince: '',
      country: '',
      language: '',
      page: '1',
    });
    expect(marketplaceFiltersSchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('splits comma lists and treats all as no filter', () => {
    expect(parseFilterList('fr, en,')).toEqual(['fr', 'en']);
    expect(parseFilterList('all')).toEqual([]);
    expect(parseFilterList('')).toEqual([]);
  });
});

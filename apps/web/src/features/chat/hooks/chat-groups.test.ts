import { describe, expect, it } from 'vitest';
import type { AdviceListItem } from '@lexlogis/contracts';
import { getChatGroup, getTimeLabel, groupChats } from './chat-groups';

const NOW = new Date(2026, 2, 15, 14, 30, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('getTimeLabel (spec 01 §9)', () => {
  it.each([
    [30_000, { kind: 'just-now' }],
    [MIN, { kind: 'minutes', count: 1 }],
    [59 * MIN, { kind: 'minutes', count: 59 }],
    [2 * HOUR + 5 * MIN, { kind: 'clock', hours: 12, minutes: 25 }],
    [30 * HOUR, { kind: 'yesterday' }],
    [3 * DAY, { kind: 'days', count: 3 }],
  ])('%i ms ago gives %o', (elapsed, label) => {
    expect(getTimeLabel(ago(elapsed), NOW)).toEqual(label);
  });
});

describe('getChatGroup', () => {
  it('sorts into today, yesterday, last week and last month (older included)', () => {
    expect(getChatGroup(new Date(2026, 2, 15, 0, 1), NOW)).toBe('today');
    expect(getChatGroup(new Date(2026, 2, 14, 23, 59), NOW)).toBe('yesterday');
    expect(getChatGroup(new Date(2026, 2, 14, 0, 0), NOW)).toBe('yesterday');
    expect(getChatGroup(ago(6 * DAY), NOW)).toBe('lastWeek');
    expect(getChatGroup(ago(8 * DAY), NOW)).toBe('lastMonth');
    expect(getChatGroup(ago(300 * DAY), NOW)).toBe('lastMonth');
  });
});

describe('groupChats', () => {
  const chat = (id: string, date: Date): AdviceListItem => ({
    id,
    title: id,
    description: '',
    createdAt: date.toISOString(),
    updatedAt: date.toISOString(),
  });

  it('lists groups in order, newest first inside each, leaving empty groups out', () => {
    const groups = groupChats(
      [chat('old', ago(40 * DAY)), chat('early', ago(5 * HOUR)), chat('late', ago(MIN))],
      NOW,
    );
    expect(groups.map((g) => [g.group, g.chats.map((c) => c.id)])).toEqual([
      ['today', ['late', 'early']],
      ['lastMonth', ['old']],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { splitWeeks, splitWindow, startOfUtcDay } from './metrics-rollup-window';

const at = (iso: string) => new Date(iso);
const closedBefore = at('2025-03-01T00:00:00Z');

describe('splitWindow', () => {
  it('answers whole past days from rollups and reads the partial edges raw', () => {
    const split = splitWindow(
      { start: at('2025-02-10T08:00:00Z'), end: at('2025-03-01T12:00:00Z') },
      closedBefore,
    );
    expect(split.days).toEqual({ from: '2025-02-11', to: '2025-03-01' });
    expect(split.raw).toEqual([
      { start: at('2025-02-10T08:00:00Z'), end: at('2025-02-11T00:00:00Z') },
      { start: at('2025-03-01T00:00:00Z'), end: at('2025-03-01T12:00:00Z') },
    ]);
  });

  it('never rolls up today or a window shorter than a whole day', () => {
    expect(
      splitWindow(
        { start: at('2025-03-01T00:00:00Z'), end: at('2025-03-02T00:00:00Z') },
        closedBefore,
      ),
    ).toEqual({
      days: null,
      raw: [{ start: at('2025-03-01T00:00:00Z'), end: at('2025-03-02T00:00:00Z') }],
    });
    expect(
      splitWindow(
        { start: at('2025-02-10T01:00:00Z'), end: at('2025-02-11T02:00:00Z') },
        closedBefore,
      ).days,
    ).toBeNull();
  });

  it('has no raw edge when the window falls on midnights', () => {
    const split = splitWindow(
      { start: at('2025-02-01T00:00:00Z'), end: at('2025-02-08T00:00:00Z') },
      closedBefore,
    );
    expect(split).toEqual({ days: { from: '2025-02-01', to: '2025-02-08' }, raw: [] });
  });

  it('finds the UTC midnight of an instant', () => {
    expect(startOfUtcDay(at('2025-02-10T23:59:59.999Z'))).toEqual(at('2025-02-10T00:00:00Z'));
  });

  it('reads days before 1970 raw, whatever the start year', () => {
    const split = splitWindow(
      { start: at('0000-01-01T00:00:00Z'), end: at('1970-01-03T00:00:00Z') },
      closedBefore,
    );
    expect(split.days).toEqual({ from: '1970-01-01', to: '1970-01-03' });
    expect(split.raw).toEqual([
      { start: at('0000-01-01T00:00:00Z'), end: at('1970-01-01T00:00:00Z') },
    ]);
  });
});

describe('splitWeeks', () => {
  it('reads the whole Monday-to-Monday weeks inside a range by week, the days around by day', () => {
    // 2025-02-05 is a Wednesday, 2025-03-01 a Saturday.
    expect(splitWeeks({ from: '2025-02-05', to: '2025-03-01' })).toEqual({
      weeks: { from: '2025-02-10', to: '2025-02-24' },
      days: [
        { from: '2025-02-05', to: '2025-02-10' },
        { from: '2025-02-24', to: '2025-03-01' },
      ],
    });
    expect(splitWeeks({ from: '2025-02-10', to: '2025-02-17' })).toEqual({
      weeks: { from: '2025-02-10', to: '2025-02-17' },
      days: [],
    });
  });

  it('keeps a range without a whole week as days', () => {
    expect(splitWeeks({ from: '2025-02-11', to: '2025-02-17' })).toEqual({
      weeks: null,
      days: [{ from: '2025-02-11', to: '2025-02-17' }],
    });
    expect(splitWeeks({ from: '2025-02-05', to: '2025-02-12' })).toEqual({
      weeks: null,
      days: [{ from: '2025-02-05', to: '2025-02-12' }],
    });
  });
});

describe('splitWindow from the first event', () => {
  it('reads the days before the first event raw, in one range', () => {
    const split = splitWindow(
      { start: at('2020-01-01T00:00:00Z'), end: at('2025-03-01T12:00:00Z') },
      closedBefore,
      at('2025-02-19T08:30:00Z'),
    );
    expect(split.days).toEqual({ from: '2025-02-19', to: '2025-03-01' });
    expect(split.raw).toEqual([
      { start: at('2020-01-01T00:00:00Z'), end: at('2025-02-19T00:00:00Z') },
      { start: at('2025-03-01T00:00:00Z'), end: at('2025-03-01T12:00:00Z') },
    ]);
  });
});

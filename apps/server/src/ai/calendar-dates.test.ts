import { describe, expect, it } from 'vitest';
import {
  addMonths,
  countDaysBetween,
  findEarliestNoticeDay,
  findLatestNoticeDay,
  type Period,
} from './calendar-dates';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const months = (amount: number): Period => ({ unit: 'months', amount });
const days = (amount: number): Period => ({ unit: 'days', amount });

/** [first day, last day] of a notice "at least `least`, not more than `most`" before the term. */
function findWindow(leaseEnd: string, most: Period, least: Period): [string, string] {
  return [
    findEarliestNoticeDay(day(leaseEnd), most).toISOString().slice(0, 10),
    findLatestNoticeDay(day(leaseEnd), least).toISOString().slice(0, 10),
  ];
}

describe('addMonths', () => {
  it('keeps the day or clamps it to the end of the month', () => {
    expect(addMonths(day('2026-06-30'), -6)).toEqual(day('2025-12-30'));
    expect(addMonths(day('2026-08-31'), -6)).toEqual(day('2026-02-28'));
    expect(addMonths(day('2027-08-31'), -6)).toEqual(day('2027-02-28'));
    expect(addMonths(day('2027-12-31'), 2)).toEqual(day('2028-02-29'));
  });
});

describe('countDaysBetween', () => {
  it('counts whole days, negative when the second date is earlier', () => {
    expect(countDaysBetween(day('2026-02-10'), day('2026-03-01'))).toBe(19);
    expect(countDaysBetween(day('2026-02-10'), day('2026-02-10'))).toBe(0);
    expect(countDaysBetween(day('2026-02-10'), day('2025-12-31'))).toBe(-41);
  });
});

describe('notice windows counted back from the day after the lease ends', () => {
  it('gives January 1 to March 31 for a 12-month lease ending June 30 (Juridiqc, APQ)', () => {
    expect(findWindow('2026-06-30', months(6), months(3))).toEqual(['2026-01-01', '2026-03-31']);
  });

  it('handles leases ending at the end of short and long months', () => {
    expect(findWindow('2027-02-28', months(6), months(3))).toEqual(['2026-09-01', '2026-11-30']);
    expect(findWindow('2026-04-30', months(6), months(3))).toEqual(['2025-11-01', '2026-01-31']);
    expect(findWindow('2026-08-31', months(6), months(3))).toEqual(['2026-03-01', '2026-05-31']);
    expect(findWindow('2026-12-31', months(6), months(3))).toEqual(['2026-07-01', '2026-09-30']);
  });

  it('handles leap years', () => {
    expect(findWindow('2028-02-29', months(6), months(3))).toEqual(['2027-09-01', '2027-11-30']);
    // The window ends on the last day of February, whether it has 28 or 29 days.
    expect(findWindow('2027-05-31', months(6), months(3))).toEqual(['2026-12-01', '2027-02-28']);
    expect(findWindow('2028-05-31', months(6), months(3))).toEqual(['2027-12-01', '2028-02-29']);
  });

  it('never opens a window early when the month has no such day', () => {
    // Term day August 31: "February 31" does not exist, and a notice on February 28 would be
    // more than six months ahead (February 28 + 6 months = August 28).
    expect(findWindow('2026-08-30', months(6), months(3))).toEqual(['2026-03-01', '2026-05-30']);
  });

  it('gives one to two months for a short lease', () => {
    expect(findWindow('2026-06-30', months(2), months(1))).toEqual(['2026-05-01', '2026-05-31']);
    expect(findWindow('2027-02-28', months(2), months(1))).toEqual(['2027-01-01', '2027-01-31']);
    expect(findWindow('2026-03-31', months(2), months(1))).toEqual(['2026-02-01', '2026-02-28']);
    expect(findWindow('2028-03-31', months(2), months(1))).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('gives 10 to 20 days for a room', () => {
    expect(findWindow('2026-06-30', days(20), days(10))).toEqual(['2026-06-11', '2026-06-20']);
    expect(findWindow('2028-02-29', days(20), days(10))).toEqual(['2028-02-10', '2028-02-19']);
    expect(findWindow('2026-12-31', days(20), days(10))).toEqual(['2026-12-12', '2026-12-21']);
  });
});

describe('latest notice day (art. 1960)', () => {
  const latest = (leaseEnd: string, period: Period) =>
    findLatestNoticeDay(day(leaseEnd), period).toISOString().slice(0, 10);

  it('is the day before the term day minus six months', () => {
    expect(latest('2026-06-30', months(6))).toBe('2025-12-31');
    expect(latest('2026-12-31', months(6))).toBe('2026-06-30');
    expect(latest('2026-08-31', months(6))).toBe('2026-02-28');
    expect(latest('2028-08-31', months(6))).toBe('2028-02-29');
  });

  it('is one month ahead for a lease of six months or less', () => {
    expect(latest('2026-06-30', months(1))).toBe('2026-05-31');
    expect(latest('2026-03-31', months(1))).toBe('2026-02-28');
  });
});

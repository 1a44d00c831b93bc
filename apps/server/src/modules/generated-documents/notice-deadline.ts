import type { NoticeDeadline } from '@lexlogis/contracts';
import { addPeriod, makeDay } from '../../ai/calendar-dates';

/** Notices are written in Québec: "today" is the Québec calendar day, not the UTC one. */
const QUEBEC_TIME_ZONE = 'America/Toronto';

/** The Québec calendar day of an instant, as a UTC-midnight date (calendar-dates' convention). */
export function readQuebecDay(instant: Date): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: QUEBEC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(instant)
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

/**
 * The last day the recipient has, as a calendar day: `today + period` (a month from January 31
 * is the last day of February), or the date given. Undefined when that day is not after today.
 */
export function computeNoticeDeadline(deadline: NoticeDeadline, now: Date): Date | undefined {
  const today = readQuebecDay(now);
  let day: Date | undefined;
  if (deadline.kind === 'period') {
    day = addPeriod(today, { unit: deadline.unit, amount: deadline.amount });
  } else {
    const [year, month, date] = deadline.date.split('-').map(Number);
    day = makeDay(year ?? 0, (month ?? 1) - 1, date ?? 0);
  }
  return day && day.getTime() > today.getTime() ? day : undefined;
}

export function formatIsoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

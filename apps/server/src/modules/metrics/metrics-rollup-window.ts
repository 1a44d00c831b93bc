import type { MetricsWindow } from './metrics.repository';

const DAY_MS = 86_400_000;

/** Whole UTC days as 'YYYY-MM-DD', `to` excluded. */
export type DayRange = { from: string; to: string };

/**
 * Which part of a window the daily rollups can answer: the whole UTC days inside it that are
 * over (before `closedBefore`, a UTC midnight), and the raw edges around them (the start of
 * the first day, today, the end of the last day).
 */
export type RollupSplit = { days: DayRange | null; raw: MetricsWindow[] };

export const toDay = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC midnight at or before `at`. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/**
 * `rolledFrom` (the first event, when the rollups were filled): the days before it held no
 * event, so they are read raw as one range (an index probe, exact even if an older event came
 * since) rather than day by day.
 */
export function splitWindow(
  { start, end }: MetricsWindow,
  closedBefore: Date,
  rolledFrom: Date = new Date(0),
): RollupSplit {
  // Days before 1970 hold no events; reading them raw keeps odd years (0000) out of date casts.
  const firstDay = Math.max(
    Math.ceil(start.getTime() / DAY_MS) * DAY_MS,
    startOfUtcDay(rolledFrom).getTime(),
    0,
  );
  const lastDayEnd = Math.min(
    Math.floor(end.getTime() / DAY_MS) * DAY_MS,
    startOfUtcDay(closedBefore).getTime(),
  );
  if (firstDay >= lastDayEnd) return { days: null, raw: [{ start, end }] };
  const raw: MetricsWindow[] = [];
  if (start.getTime() < firstDay) raw.push({ start, end: new Date(firstDay) });
  if (lastDayEnd < end.getTime()) raw.push({ start: new Date(lastDayEnd), end });
  return { days: { from: toDay(new Date(firstDay)), to: toDay(new Date(lastDayEnd)) }, raw };
}

/** Whole ISO weeks (Monday to Monday, UTC) inside a range of days, and the days around them. */
export type WeekSplit = { weeks: DayRange | null; days: DayRange[] };

export function splitWeeks({ from, to }: DayRange): WeekSplit {
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  // getUTCDay: 0 is Sunday, 1 Monday.
  const weeksFrom = first + ((8 - new Date(first).getUTCDay()) % 7) * DAY_MS;
  const weeksTo = last - ((new Date(last).getUTCDay() + 6) % 7) * DAY_MS;
  if (weeksFrom >= weeksTo) return { weeks: null, days: [{ from, to }] };
  const days: DayRange[] = [];
  if (first < weeksFrom) days.push({ from, to: toDay(new Date(weeksFrom)) });
  if (weeksTo < last) days.push({ from: toDay(new Date(weeksTo)), to });
  return { weeks: { from: toDay(new Date(weeksFrom)), to: toDay(new Date(weeksTo)) }, days };
}

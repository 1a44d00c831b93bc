import { foldAccents } from '../lib/fold-accents';
import type { AnswerLang } from './answer-types';

/**
 * Calendar arithmetic for deadlines. Dates are whole days at UTC midnight so a deadline never
 * moves with the server's time zone.
 */

const MONTHS_EN = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
]; // prettier-ignore
const MONTHS_FR = [
  'janvier', 'février', 'mars', 'avril', 'mai', 'juin',
  'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
]; // prettier-ignore

export function makeDay(year: number, monthIndex: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, monthIndex, day));
  return date.getUTCMonth() === monthIndex && date.getUTCDate() === day ? date : undefined;
}

export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Same day n months later (or earlier); the 31st becomes the month's last day when needed. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A legal period: "trois mois", "10 jours". */
export type Period = { unit: 'months' | 'days'; amount: number };

export function addPeriod(date: Date, period: Period, sign: 1 | -1 = 1): Date {
  return period.unit === 'months'
    ? addMonths(date, sign * period.amount)
    : addDays(date, sign * period.amount);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function countDaysBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / DAY_MS);
}

/*
 * Notices "before the term" (arts. 1942, 1944, 1946, 1960). The term arrives at the end of the
 * lease's last day, so periods are counted back from the following day (the term day): for a
 * lease ending June 30, a notice "at least three months, but not more than six months" before
 * the term goes out between January 1 and March 31, as the government's legal information site
 * (Juridiqc) and the landlords' association (APQ) publish. See docs/decisions.md.
 * A notice given on day D covers the period when D + period reaches the term day (earliest) and
 * is on time while D + period stays before it (latest). Month arithmetic clamps the 31st to a
 * shorter month's last day, so both bounds are searched day by day from the first guess: the
 * loops run at most three steps.
 */

/** First day a notice "not more than <period> before the term" may be given. */
export function findEarliestNoticeDay(leaseEnd: Date, period: Period): Date {
  const term = addDays(leaseEnd, 1);
  const reachesTerm = (day: Date) => addPeriod(day, period) >= term;
  let day = addPeriod(term, period, -1);
  while (!reachesTerm(day)) day = addDays(day, 1);
  while (reachesTerm(addDays(day, -1))) day = addDays(day, -1);
  return day;
}

/** Last day a notice "at least <period> before the term" may be given. */
export function findLatestNoticeDay(leaseEnd: Date, period: Period): Date {
  const term = addDays(leaseEnd, 1);
  const onTime = (day: Date) => addPeriod(day, period) < term;
  let day = addDays(addPeriod(term, period, -1), -1);
  while (!onTime(day)) day = addDays(day, -1);
  while (onTime(addDays(day, 1))) day = addDays(day, 1);
  return day;
}

export function formatDay(date: Date, lang: AnswerLang): string {
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  if (lang === 'fr') {
    return `${day === 1 ? '1er' : day} ${MONTHS_FR[date.getUTCMonth()]} ${year}`;
  }
  return `${MONTHS_EN[date.getUTCMonth()]} ${day}, ${year}`;
}

/** Month names as written in questions, accents optional, English abbreviations allowed. */
export function readMonthIndex(name: string): number | undefined {
  const folded = foldAccents(name).replace(/\.$/, '');
  const english = MONTHS_EN.findIndex(
    (month) => month.toLowerCase() === folded || month.toLowerCase().slice(0, 3) === folded,
  );
  if (english >= 0) return english;
  const french = MONTHS_FR.findIndex((month) => foldAccents(month) === folded);
  return french >= 0 ? french : undefined;
}

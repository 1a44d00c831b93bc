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

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
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

import { makeDay, readMonthIndex, startOfDay } from './calendar-dates';

/**
 * Dates written in a question ("my lease ends on June 30, 2026", « mon bail se termine le
 * 30 juin 2026 », 2026-06-30) and what they most likely are. Only explicit calendar dates are
 * read; "next month" or numeric d/m forms are too ambiguous to compute a legal deadline from.
 */

export type DateRole = 'lease-end' | 'notice-received' | 'other';
export type QuestionDate = { date: Date; role: DateRole; text: string };

const MONTH = String.raw`(janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|january|february|march|april|may|june|july|august|september|october|november|december|jan\.?|feb\.?|mar\.?|apr\.?|jun\.?|jul\.?|aug\.?|sept?\.?|oct\.?|nov\.?|dec\.?)`;
const YEAR = String.raw`((?:19|20)\d{2})`;
const PATTERNS: Array<{
  regex: RegExp;
  read: (match: RegExpMatchArray) => [string?, string?, string?];
}> = [
  { regex: /\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b/g, read: (m) => [m[1], m[2], m[3]] },
  {
    // June 30, 2026 / June 30th / Jun 30
    regex: new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+${YEAR})?`, 'gi'),
    read: (m) => [m[3], m[1], m[2]],
  },
  {
    // 30 June 2026 / 1er juillet 2026 / le 30 juin
    regex: new RegExp(
      String.raw`\b(1er|\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?![\p{L}])(?:,?\s+${YEAR})?`,
      'giu',
    ),
    read: (m) => [m[3], m[2], m[1]],
  },
];

const RECEIVED = /(?:receiv|got |been given|handed|re[cç]u|remis|obtenu)/i;
const LEASE_END =
  /(?:\bend|expir|terminat|until|renew|termine|fin\b|fin du|[ée]ch[ée]ance|jusqu|renouvel|reconduc)/i;

function readRole(question: string, index: number, length: number): DateRole {
  const before = question.slice(Math.max(0, index - 70), index);
  const around = `${before} ${question.slice(index + length, index + length + 25)}`;
  if (RECEIVED.test(before)) return 'notice-received';
  if (LEASE_END.test(around)) return 'lease-end';
  return 'other';
}

/**
 * A date without a year is the next one for a lease end (leases end in the future) and the
 * last one for a notice already received.
 */
function placeInYear(month: number, day: number, role: DateRole, now: Date): Date | undefined {
  const today = startOfDay(now);
  const thisYear = makeDay(today.getUTCFullYear(), month, day);
  if (!thisYear) return undefined;
  if (role === 'notice-received') {
    return thisYear > today ? makeDay(today.getUTCFullYear() - 1, month, day) : thisYear;
  }
  return thisYear < today ? makeDay(today.getUTCFullYear() + 1, month, day) : thisYear;
}

export function findQuestionDates(question: string, now: Date): QuestionDate[] {
  const found: Array<QuestionDate & { index: number }> = [];
  const taken: Array<[number, number]> = [];
  for (const { regex, read } of PATTERNS) {
    for (const match of question.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      const [yearText, monthText, dayText] = read(match);
      const month = /^\d+$/.test(monthText ?? '')
        ? Number(monthText) - 1
        : readMonthIndex(monthText ?? '');
      const day = Number.parseInt(dayText ?? '', 10);
      if (month === undefined || !Number.isFinite(day)) continue;
      const role = readRole(question, start, match[0].length);
      const date = yearText
        ? makeDay(Number(yearText), month, day)
        : placeInYear(month, day, role, now);
      if (!date) continue;
      taken.push([start, end]);
      found.push({ date, role, text: match[0], index: start });
    }
  }
  return found
    .sort((left, right) => left.index - right.index)
    .map(({ date, role, text }) => ({ date, role, text }));
}

import { makeDay, readMonthIndex, startOfDay } from './calendar-dates';

/**
 * Dates written in a question ("my lease ends on June 30, 2026", « mon bail se termine le
 * 30 juin 2026 », 2026-06-30) and what they most likely are. Only explicit calendar dates are
 * read; "next month" or numeric d/m forms are too ambiguous to compute a legal deadline from.
 * A date whose role is unclear is `ambiguous` or `other`, and no deadline is counted from it.
 */

export type DateRole = 'lease-end' | 'notice-received' | 'notice-sent' | 'ambiguous' | 'other';
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

/** Whole words only; `\b` does not see accented letters. */
const words = (source: string) =>
  new RegExp(String.raw`(?<![\p{L}\d])(?:${source})(?![\p{L}\d])`, 'giu');

type CueRole = 'lease-end' | 'notice-received' | 'notice-sent' | 'renewal';
const LEASE = String.raw`(?:(?:of|de|du|d[’'])\s*)?(?:(?:my|the|our|mon|notre|son|le|ce)\s+)?(?:lease|bail)`;
const CUES: Array<{ role: CueRole; regex: RegExp; needs?: RegExp }> = [
  {
    role: 'notice-received',
    regex: words(
      String.raw`receiv\w*|got|re[cç]ue?s?|obtenu|(?:gave|given|sent|handed|served|mailed|delivered)\s+(?:me|us)|m[’']a\s+(?:donn|envoy|remis|transmis|signifi|fait parvenir)\p{L}*`,
    ),
  },
  {
    role: 'notice-sent',
    regex: words(
      String.raw`(?:I|we)\s+(?:sent|gave|mailed|handed|delivered|served)|j[’']ai\s+(?:envoy|donn|transmis|remis|post|signifi)\p{L}*|nous\s+avons\s+(?:envoy|donn|transmis|remis|post)\p{L}*`,
    ),
  },
  {
    role: 'lease-end',
    regex: words(
      String.raw`(?:end(?:s|ed|ing)?|expir\p{L}*|terminat\p{L}*|termine\p{L}*|fin|finit|finissant|prend fin|[ée]ch[ée]ance)(?:\s+${LEASE})?`,
    ),
  },
  { role: 'lease-end', regex: words("until|till|jusqu[’'](?:au|à)"), needs: /lease|bail/i },
  // The day a lease "renews" may be its last day or the first of the new term: never guessed.
  { role: 'renewal', regex: words(String.raw`renew\p{L}*|renouvel\p{L}*|recondu\p{L}*`) },
];

/** Clause breaks: punctuation and the conjunctions that start a new statement. */
const CLAUSE_BREAK = new RegExp(
  String.raw`[;.!?…\n,]|(?<![\p{L}\d])(?:and|but|then|et|mais|puis|donc|alors)(?![\p{L}\d])`,
  'giu',
);
/** A cue this close (in words) to a date is the date's own verb or noun: "ends on", "reçu le". */
const ADJACENT_WORDS = 2;

type Span = { start: number; end: number };
type Cue = Span & { role: CueRole };

function findClause(masked: string, date: Span): Span {
  let start = 0;
  let end = masked.length;
  for (const match of masked.matchAll(CLAUSE_BREAK)) {
    if (match.index + match[0].length <= date.start) start = match.index + match[0].length;
    else if (match.index >= date.end) {
      end = match.index;
      break;
    }
  }
  return { start, end };
}

function findCues(question: string, clause: Span): Cue[] {
  const text = question.slice(clause.start, clause.end);
  const cues: Cue[] = [];
  for (const { role, regex, needs } of CUES) {
    if (needs && !needs.test(text)) continue;
    for (const match of text.matchAll(regex)) {
      const start = clause.start + match.index;
      cues.push({ role, start, end: start + match[0].length });
    }
  }
  return cues.sort((left, right) => left.start - right.start);
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function toRole(role: CueRole | undefined): DateRole {
  if (!role) return 'other';
  return role === 'renewal' ? 'ambiguous' : role;
}

/**
 * The role of a date from the cues of its own clause, between it and its neighbour dates: a cue
 * right next to it wins; otherwise the cues before it (or, without any, after it) must agree.
 */
function readRole(question: string, zone: Span, date: Span): DateRole {
  const cues = findCues(question, zone);
  const before = cues.filter((cue) => cue.end <= date.start);
  const after = cues.filter((cue) => cue.start >= date.end);
  const last = before.at(-1);
  if (last && countWords(question.slice(last.end, date.start)) <= ADJACENT_WORDS) {
    return toRole(last.role);
  }
  const next = after[0];
  if (next && countWords(question.slice(date.end, next.start)) <= ADJACENT_WORDS) {
    return toRole(next.role);
  }
  const roles = new Set((before.length > 0 ? before : after).map((cue) => cue.role));
  if (roles.size > 1) return 'ambiguous';
  return toRole([...roles][0]);
}

/**
 * A date without a year is the next one for a lease end (leases end in the future) and the
 * last one for a notice already received or sent.
 */
function placeInYear(month: number, day: number, role: DateRole, now: Date): Date | undefined {
  const today = startOfDay(now);
  const thisYear = makeDay(today.getUTCFullYear(), month, day);
  if (!thisYear) return undefined;
  if (role === 'notice-received' || role === 'notice-sent') {
    return thisYear > today ? makeDay(today.getUTCFullYear() - 1, month, day) : thisYear;
  }
  return thisYear < today ? makeDay(today.getUTCFullYear() + 1, month, day) : thisYear;
}

type Found = Span & { text: string; year?: number; month: number; day: number };

function findDateSpans(question: string): Found[] {
  const found: Found[] = [];
  for (const { regex, read } of PATTERNS) {
    for (const match of question.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (found.some((other) => start < other.end && end > other.start)) continue;
      const [yearText, monthText, dayText] = read(match);
      const month = /^\d+$/.test(monthText ?? '')
        ? Number(monthText) - 1
        : readMonthIndex(monthText ?? '');
      const day = Number.parseInt(dayText ?? '', 10);
      if (month === undefined || !Number.isFinite(day)) continue;
      const year = yearText ? Number(yearText) : undefined;
      if (!makeDay(year ?? 2000, month, day)) continue;
      found.push({ start, end, text: match[0], year, month, day });
    }
  }
  return found.sort((left, right) => left.start - right.start);
}

export function findQuestionDates(question: string, now: Date): QuestionDate[] {
  const spans = findDateSpans(question);
  // Dates are blanked out before looking for clause breaks: "June 30, 2026" holds a comma.
  let masked = question;
  for (const span of spans) {
    masked = `${masked.slice(0, span.start)}${'#'.repeat(span.end - span.start)}${masked.slice(span.end)}`;
  }
  const dates: QuestionDate[] = [];
  spans.forEach((span, index) => {
    const clause = findClause(masked, span);
    const zone = {
      start: Math.max(clause.start, spans[index - 1]?.end ?? 0),
      end: Math.min(clause.end, spans[index + 1]?.start ?? question.length),
    };
    const role = readRole(question, zone, span);
    const date =
      span.year === undefined
        ? placeInYear(span.month, span.day, role, now)
        : makeDay(span.year, span.month, span.day);
    if (date) dates.push({ date, role, text: span.text });
  });
  return dates;
}

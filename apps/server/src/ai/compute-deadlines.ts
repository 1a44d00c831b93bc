import type { QuestionnaireFields, Source } from '@lexlogis/contracts';
import type { AnswerLang } from './answer-types';
import {
  addPeriod,
  countDaysBetween,
  findEarliestNoticeDay,
  findLatestNoticeDay,
  formatDay,
  startOfDay,
  type Period,
} from './calendar-dates';
import { DEADLINE_RULES, type LeaseFacts, type RuleTiming } from './deadline-rules';
import { findQuestionDates, type DateRole } from './question-dates';
import { isCivilCodeArticle } from './source-references';

/** One computed date of a rule: its sentence and the last day it gives (YYYY-MM-DD). */
export type DatedLine = { text: string; date: string };
/** `statement` is the rule in plain words; `text` adds the article and the computed dates. */
export type DeadlineNote = { article: string; text: string; statement: string; dated: DatedLine[] };
type MissingDate = 'lease-end' | 'notice-received';
export type DeadlineReport = {
  notes: DeadlineNote[];
  /** Dates a rule could have counted from, had the question given them unambiguously. */
  missingDates: MissingDate[];
};

type DeadlineInput = {
  question: string;
  lang: AnswerLang;
  sources: readonly Source[];
  questionnaire?: QuestionnaireFields | null;
  now: Date;
  /** Dates given outright (the form finder asks for them): they win over the question's. */
  dates?: Anchors;
};

const NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8,
  nine: 9, ten: 10, eleven: 11, twelve: 12, eighteen: 18, un: 1, une: 1, deux: 2, trois: 3,
  quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, 'dix-huit': 18,
}; // prettier-ignore
const NUMBER = String.raw`(\d{1,3}|dix-huit|${Object.keys(NUMBERS).join('|')})`;
const UNIT = String.raw`(months?|mois|years?|ans?|ann[ée]es?)`;
const FILLER = String.raw`is|was|runs|lasts|for|of|a|an|term|period|initial|fixed|fixed-term|de|d|un|une|dur[ée]e|[àa]|fixe|d[ée]termin[ée]e|est`;
/**
 * A length is read only where it is the lease's: "12-month lease", "lease of 12 months",
 * « bail de 12 mois », "one-year lease". "He gave me 3 months notice" is not a lease length.
 */
const LEASE_LENGTHS = [
  String.raw`${NUMBER}[-\s]+${UNIT}[-\s]+(?:(?:fixed|fixed-term|residential)[-\s]+)?(?:lease|bail)`,
  String.raw`(?:lease|bail)(?:\s+(?:${FILLER}))*?\s+${NUMBER}[-\s]*${UNIT}`,
].map((source) => new RegExp(String.raw`(?<![\p{L}\d])${source}(?![\p{L}\d])`, 'iu'));
const ANNUAL_LEASE = /\b(?:annual|yearly)\s+lease\b|\bbail\s+annuel\b/i;

export function readLeaseMonths(question: string): number | undefined {
  const text = question.replace(/[’']/g, ' ');
  for (const regex of LEASE_LENGTHS) {
    const match = regex.exec(text);
    if (!match) continue;
    const count = /^\d+$/.test(match[1] ?? '')
      ? Number(match[1])
      : NUMBERS[match[1]?.toLowerCase() ?? ''];
    if (!count) continue;
    return /^(?:month|mois)/i.test(match[2] ?? '') ? count : count * 12;
  }
  return ANNUAL_LEASE.test(text) ? 12 : undefined;
}

/** "rent a room", « je loue une chambre »: the lease is of a room, not a bedroom of the dwelling. */
export const ROOM_LEASE =
  /\b(?:rent|lease|renting|louer|loue|bail)\w*\s+(?:(?:of|d.)\s*)?(?:a|une)\s+(?:room|chambre)\b/i;

function readLeaseFacts(input: DeadlineInput, hasLeaseEnd: boolean): LeaseFacts {
  const answers = input.questionnaire;
  const fixedMonths =
    answers?.leaseTermType === 'fixed-term' ? (answers.leaseDuration ?? undefined) : undefined;
  const questionMonths = readLeaseMonths(input.question);
  // A question that gives the end or the length of the lease is about a fixed-term lease,
  // whatever a skipped questionnaire defaulted to.
  const fixed = hasLeaseEnd || questionMonths !== undefined;
  return {
    leaseMonths: questionMonths ?? fixedMonths,
    termType: fixed ? 'fixed-term' : answers?.leaseTermType,
    isRoom: ROOM_LEASE.test(input.question),
  };
}

const COUNT_WORDS: Record<AnswerLang, string[]> = {
  en: ['', 'one', 'two', 'three', 'four', 'five', 'six'],
  fr: ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six'],
};

/** "one-month period", « délai d’un mois ». */
function namePeriod({ unit, amount }: Period, lang: AnswerLang): string {
  const count = COUNT_WORDS[lang][amount] ?? String(amount);
  if (lang === 'en') return `${count}-${unit === 'months' ? 'month' : 'day'} period`;
  const length = `${count} ${unit === 'months' ? 'mois' : amount === 1 ? 'jour' : 'jours'}`;
  return `délai ${/^(?:un|onze)\b/.test(length) ? 'd’' : 'de '}${length}`;
}

const WORDS = {
  en: {
    between: (from: string, to: string) => `between ${from} and ${to}`,
    noLaterThan: (date: string) => `no later than ${date}`,
    ending: (label: string, end: string) => `For a ${label} ending on ${end}`,
    periodOver: (today: string) => `that period is over (today is ${today})`,
    running: 'that period is running now',
    ahead: 'that period has not started yet',
    deadlinePassed: (today: string) => `that deadline has passed (today is ${today})`,
    daysLeft: (days: number) =>
      days === 0 ? 'today is the last day' : `${days} day${days === 1 ? '' : 's'} left`,
    received: (date: string, period: string, until: string) =>
      `Notice received on ${date}: the ${period} ends on ${until}`,
    sent: (label: string, date: string, effect: string) =>
      `For a ${label}, with the notice sent on ${date}: the resiliation takes effect on ${effect}`,
  },
  fr: {
    between: (from: string, to: string) => `entre le ${from} et le ${to}`,
    noLaterThan: (date: string) => `au plus tard le ${date}`,
    ending: (label: string, end: string) => `Pour un ${label} qui se termine le ${end} `,
    periodOver: (today: string) => `ce délai est écoulé (nous sommes le ${today})`,
    running: 'ce délai court en ce moment',
    ahead: 'ce délai n’a pas encore commencé',
    deadlinePassed: (today: string) => `cette date limite est passée (nous sommes le ${today})`,
    daysLeft: (days: number) =>
      days === 0
        ? 'c’est aujourd’hui le dernier jour'
        : `il reste ${days} jour${days === 1 ? '' : 's'}`,
    received: (date: string, period: string, until: string) =>
      `Avis reçu le ${date} : le ${period} se termine le ${until}`,
    sent: (label: string, date: string, effect: string) =>
      `Pour un ${label}, avis envoyé le ${date} : la résiliation prend effet le ${effect}`,
  },
};

/** "no later than <date>, N days left", or the deadline has passed. */
function describeLatestDate(deadline: Date, today: Date, lang: AnswerLang): string {
  const words = WORDS[lang];
  const days = countDaysBetween(today, deadline);
  return days < 0
    ? `; ${words.deadlinePassed(formatDay(today, lang))}`
    : `, ${words.daysLeft(days)}`;
}

export type Anchors = { 'lease-end'?: Date; 'notice-received'?: Date; 'notice-sent'?: Date };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function describeTiming(
  timing: RuleTiming,
  facts: LeaseFacts,
  anchors: Anchors,
  today: Date,
  lang: AnswerLang,
): DatedLine[] {
  const words = WORDS[lang];
  const anchor = anchors[timing.anchor];
  if (!anchor) return [];
  const day = (date: Date) => formatDay(date, lang);
  if (timing.kind === 'window') {
    return timing.windows(facts).map((window) => {
      const from = findEarliestNoticeDay(anchor, { unit: window.unit, amount: window.most });
      const to = findLatestNoticeDay(anchor, { unit: window.unit, amount: window.least });
      const status =
        today > to ? words.periodOver(day(today)) : today < from ? words.ahead : words.running;
      const text = `${words.ending(window.label[lang], day(anchor))}: ${words.between(day(from), day(to))}; ${status}.`;
      return { text, date: isoDay(to) };
    });
  }
  if (timing.kind === 'takes-effect') {
    return timing.periods(facts).map((period) => {
      const label = period.label?.[lang] ?? '';
      const effect = addPeriod(anchor, period);
      return { text: `${words.sent(label, day(anchor), day(effect))}.`, date: isoDay(effect) };
    });
  }
  if (timing.anchor === 'notice-received') {
    return timing.periods(facts).map((period) => {
      const until = addPeriod(anchor, period);
      const status = describeLatestDate(until, today, lang);
      const text = `${words.received(day(anchor), namePeriod(period, lang), day(until))}${status}.`;
      return { text, date: isoDay(until) };
    });
  }
  return timing.periods(facts).map((period) => {
    const deadline = findLatestNoticeDay(anchor, period);
    const label = period.label?.[lang] ?? '';
    const status = describeLatestDate(deadline, today, lang);
    const text = `${words.ending(label, day(anchor))}: ${words.noLaterThan(day(deadline))}${status}.`;
    return { text, date: isoDay(deadline) };
  });
}

/** The one date the question gives for a role; none when it gives several that disagree. */
function pickDate(dates: ReturnType<typeof findQuestionDates>, role: DateRole): Date | undefined {
  const times = new Set(dates.filter((date) => date.role === role).map((d) => d.date.getTime()));
  return times.size === 1 ? new Date([...times][0]!) : undefined;
}

/** The deadlines of the articles among the sources, with dates when the question gives one. */
export function computeDeadlines(input: DeadlineInput): DeadlineReport {
  const { lang } = input;
  const today = startOfDay(input.now);
  const dates = findQuestionDates(input.question, input.now);
  const given = input.dates ?? {};
  const anchors: Anchors = {
    'lease-end': given['lease-end'] ?? pickDate(dates, 'lease-end'),
    'notice-received': given['notice-received'] ?? pickDate(dates, 'notice-received'),
    'notice-sent': given['notice-sent'] ?? pickDate(dates, 'notice-sent'),
  };
  const facts = readLeaseFacts(input, anchors['lease-end'] !== undefined);
  const texts = new Map<string, string>();
  for (const source of input.sources) {
    if (source.type !== 'LAW' && source.type !== 'MODIFIED_LAW') continue;
    if (!source.article || !isCivilCodeArticle(source)) continue;
    texts.set(source.article, `${texts.get(source.article) ?? ''}\n${source.content ?? ''}`);
  }
  const notes: DeadlineNote[] = [];
  const missing = new Set<MissingDate>();
  for (const rule of DEADLINE_RULES) {
    const text = texts.get(rule.article);
    if (!text || !rule.evidence.test(text)) continue;
    const lines = [`**art. ${rule.article} C.c.Q.** ${rule.describe[lang]}`];
    const dated: DatedLine[] = [];
    const { timing } = rule;
    if (timing) {
      dated.push(...describeTiming(timing, facts, anchors, today, lang));
      lines.push(...dated.map((line) => line.text));
      const applies =
        timing.kind === 'window'
          ? timing.windows(facts).length > 0
          : timing.periods(facts).length > 0;
      // A notice sent by the tenant is only dated when the question says so: no prompt for it.
      if (applies && !anchors[timing.anchor] && timing.anchor !== 'notice-sent') {
        missing.add(timing.anchor);
      }
    }
    notes.push({
      article: rule.article,
      text: lines.join(' '),
      statement: rule.describe[lang],
      dated,
    });
  }
  return { notes, missingDates: [...missing] };
}

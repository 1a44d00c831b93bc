import type { QuestionnaireFields, Source } from '@lexlogis/contracts';
import type { AnswerLang } from './answer-types';
import { addDays, addMonths, formatDay, startOfDay } from './calendar-dates';
import {
  DEADLINE_RULES,
  type DeadlineRule,
  type LeaseFacts,
  type NoticeWindow,
} from './deadline-rules';
import { findQuestionDates } from './question-dates';
import { isCivilCodeArticle } from './source-references';

export type DeadlineNote = { article: string; text: string };
export type DeadlineReport = {
  notes: DeadlineNote[];
  /** Dates a rule could have counted from, had the question given them. */
  missingDates: Array<'lease-end' | 'notice-received'>;
};

type DeadlineInput = {
  question: string;
  lang: AnswerLang;
  sources: readonly Source[];
  questionnaire?: QuestionnaireFields | null;
  now: Date;
};

function readLeaseMonths(question: string): number | undefined {
  const months = /\b(\d{1,2})[-\s]?(?:month|mois)/i.exec(question);
  if (months) return Number(months[1]);
  if (/\b(?:one|1)[-\s]year\b|\bd.un an\b|\bun an\b|\bannual lease\b/i.test(question)) return 12;
  return undefined;
}

function readLeaseFacts(input: DeadlineInput, hasLeaseEnd: boolean): LeaseFacts {
  const answers = input.questionnaire;
  const fixedMonths =
    answers?.leaseTermType === 'fixed-term' ? (answers.leaseDuration ?? undefined) : undefined;
  // A question that gives the end of the lease is about a fixed-term lease, whatever a skipped
  // questionnaire defaulted to.
  const termType = hasLeaseEnd ? 'fixed-term' : answers?.leaseTermType;
  return {
    leaseMonths: readLeaseMonths(input.question) ?? fixedMonths,
    termType,
    isRoom:
      /\b(?:rent|lease|renting|louer|loue|bail)\w*\s+(?:(?:of|d.)\s*)?(?:a|une)\s+(?:room|chambre)\b/i.test(
        input.question,
      ),
  };
}

function shift(date: Date, window: NoticeWindow, amount: number): Date {
  return window.unit === 'months' ? addMonths(date, -amount) : addDays(date, -amount);
}

const WORDS = {
  en: {
    between: (from: string, to: string) => `between ${from} and ${to}`,
    by: (date: string) => `no later than ${date}`,
    ending: (label: string, end: string) => `For a ${label} ending on ${end}`,
    passed: (today: string) => `that period is over (today is ${today})`,
    running: 'that period is running now',
    ahead: 'that period has not started yet',
    received: (date: string, until: string) =>
      `Notice received on ${date}: the one-month period ends on ${until}`,
  },
  fr: {
    between: (from: string, to: string) => `entre le ${from} et le ${to}`,
    by: (date: string) => `au plus tard le ${date}`,
    ending: (label: string, end: string) => `Pour un ${label} qui se termine le ${end} `,
    passed: (today: string) => `ce délai est écoulé (nous sommes le ${today})`,
    running: 'ce délai court en ce moment',
    ahead: 'ce délai n’a pas encore commencé',
    received: (date: string, until: string) =>
      `Avis reçu le ${date} : le délai d’un mois se termine le ${until}`,
  },
};

function describeStatus(from: Date, to: Date, today: Date, lang: AnswerLang): string {
  const words = WORDS[lang];
  if (today > to) return words.passed(formatDay(today, lang));
  return today < from ? words.ahead : words.running;
}

function describeWindows(
  windows: ReturnType<NonNullable<DeadlineRule['windows']>>,
  leaseEnd: Date,
  today: Date,
  lang: AnswerLang,
): string[] {
  const words = WORDS[lang];
  return windows.map(({ label, window }) => {
    const from = shift(leaseEnd, window, window.earliest);
    const to = shift(leaseEnd, window, window.latest);
    const span =
      window.earliest === window.latest
        ? words.by(formatDay(to, lang))
        : words.between(formatDay(from, lang), formatDay(to, lang));
    const status = describeStatus(from, to, today, lang);
    return `${words.ending(label[lang], formatDay(leaseEnd, lang))}: ${span}; ${status}.`;
  });
}

/** The deadlines of the articles among the sources, with dates when the question gives one. */
export function computeDeadlines(input: DeadlineInput): DeadlineReport {
  const { lang } = input;
  const words = WORDS[lang];
  const today = startOfDay(input.now);
  const dates = findQuestionDates(input.question, input.now);
  const leaseEnd = dates.find((date) => date.role === 'lease-end')?.date;
  const received = dates.find((date) => date.role === 'notice-received')?.date;
  const facts = readLeaseFacts(input, leaseEnd !== undefined);
  const texts = new Map<string, string>();
  for (const source of input.sources) {
    if (source.type !== 'LAW' && source.type !== 'MODIFIED_LAW') continue;
    if (!source.article || !isCivilCodeArticle(source)) continue;
    texts.set(source.article, `${texts.get(source.article) ?? ''}\n${source.content ?? ''}`);
  }
  const notes: DeadlineNote[] = [];
  const missing = new Set<'lease-end' | 'notice-received'>();
  for (const rule of DEADLINE_RULES) {
    const text = texts.get(rule.article);
    if (!text || !rule.evidence.test(text)) continue;
    const lines = [`**art. ${rule.article} C.c.Q.** ${rule.describe[lang]}`];
    if (rule.anchor === 'lease-end' && rule.windows) {
      if (leaseEnd) lines.push(...describeWindows(rule.windows(facts), leaseEnd, today, lang));
      else missing.add('lease-end');
    }
    if (rule.anchor === 'notice-received' && rule.monthsAfter) {
      if (received) {
        const until = addMonths(received, rule.monthsAfter);
        const status = describeStatus(received, until, today, lang);
        lines.push(
          `${words.received(formatDay(received, lang), formatDay(until, lang))}; ${status}.`,
        );
      } else {
        missing.add('notice-received');
      }
    }
    notes.push({ article: rule.article, text: lines.join(' ') });
  }
  return { notes, missingDates: [...missing] };
}

import type { StatedAnswers } from '@lexlogis/contracts';
import { foldAccents } from '../lib/fold-accents';
import { readLeaseMonths, ROOM_LEASE } from './compute-deadlines';
import { findQuestionDates } from './question-dates';

/**
 * The kind of lease a question states, which the delays of arts. 1941, 1942, 1946, 1960, 1974
 * and 1974.1 turn on: no end date (indeterminate term), a fixed term of some length, a room.
 * Read only from explicit wording ("month to month", "no end date", "12-month lease", « au
 * mois », « bail de 6 mois », a lease end date), then from the questionnaire's stated answers;
 * anything vaguer is left unknown rather than guessed.
 */
export type LeaseTerm = {
  term?: 'fixed' | 'indeterminate';
  /** Length of a fixed-term lease in months, when stated. */
  months?: number;
  /** The lease of a room (art. 1942 para. 3). */
  room: boolean;
  /** Month to month: the rent is paid by the month (art. 1882's "terme fixé pour le paiement"). */
  monthly: boolean;
};

const MONTHLY = [
  /\bmonth[-\s]+to[-\s]+month\b/,
  /\b(?:bail|roule|loue|louer|location|locataire)\b[^.?!;]{0,25}\bau mois\b/,
  /\bde mois en mois\b/,
  // "renting a piano by the month", "pay by the month": the term, not a length (art. 1882).
  /\b(?:rent|rents|rented|renting|lease|leases|leased|leasing|pay|pays|paid|paying)\b[^.?!;]{0,25}\bby the month\b/,
];
const INDETERMINATE = [
  /\bno (?:fixed )?(?:end date|end|term|fixed term|expiry date)\b/,
  /\bwithout (?:an )?end date\b/,
  /\bindeterminate\b/,
  /\bindefinite(?:ly)? (?:term|lease)\b/,
  /\bduree indeterminee\b/,
  /\b(?:pas|aucune) de date de fin\b/,
  /\bsans date de fin\b/,
];
const FIXED = [/\bfixed[-\s]+term\b/, /\bduree (?:fixe|determinee)\b/];

export function readLeaseTerm(
  question: string,
  questionnaire: StatedAnswers | null | undefined,
  now: Date,
): LeaseTerm {
  const text = foldAccents(question.toLowerCase()).replace(/[’]/g, "'");
  const monthly = MONTHLY.some((pattern) => pattern.test(text));
  const months = readLeaseMonths(question);
  const hasEnd = findQuestionDates(question, now).some((date) => date.role === 'lease-end');
  const room = ROOM_LEASE.test(question);
  // The question's words win over the questionnaire's: they describe this lease.
  if (monthly || INDETERMINATE.some((pattern) => pattern.test(text))) {
    return { term: 'indeterminate', room, monthly };
  }
  if (months !== undefined || hasEnd || FIXED.some((pattern) => pattern.test(text))) {
    return { term: 'fixed', ...(months !== undefined && { months }), room, monthly: false };
  }
  const stated = questionnaire?.leaseTermType;
  if (stated === 'fixed-term') {
    const length = questionnaire?.leaseDuration ?? undefined;
    return { term: 'fixed', ...(length != null && { months: length }), room, monthly: false };
  }
  // 'undetermined' is the form's default, so it says nothing the person chose: not read.
  return { room, monthly: false };
}

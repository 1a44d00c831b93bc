import { findCitedArticles } from '../kb/text/articles';
import type { AnswerInput, AnswerLang } from './answer-types';
import { findLawSource } from './compose-lead-notes';
import { isExcludedLease } from './dwelling-only';
import { GENERAL_LEASE_DELAYS } from './general-lease-delays';
import { readAnswerRole } from './guide-forms';
import { readLeaseTerm, type LeaseTerm } from './lease-term';

/**
 * The delay an article sets for the kind of lease the question states, worked out as the
 * Summary works out an age against art. 1959.1: a month-to-month tenant asking how much notice
 * to give reads art. 1946's "same delays as the landlord's notice", and what those delays are
 * for a lease with no end date (one to two months, art. 1942). Every delay is words of the
 * article's own text (`evidence`, which a test finds in the article), so nothing is stated
 * that the law does not say; the lease's kind is the only fact the question adds.
 */

type Statement = Record<AnswerLang, string>;
export type LeaseDelay = {
  article: string;
  /** The article whose delays this one borrows (art. 1946: "les mêmes délais" as art. 1942). */
  delaysOf?: string;
  /** Words of the French text of `delaysOf ?? article` that every statement rests on. */
  evidence: readonly string[];
  /** A tenant's own notice or resiliation: never the delay worked out for a landlord. */
  tenantSide?: true;
  state: (lease: LeaseTerm) => Statement | undefined;
};

const MODIFICATION = {
  room: {
    en: 'at least 10 days and at most 20 days ahead',
    fr: 'entre 10 jours et 20 jours à l’avance',
  },
  indeterminate: {
    en: 'at least one month and at most two months ahead',
    fr: 'au moins un mois et au plus deux mois à l’avance',
  },
  long: {
    en: 'at least three months but not more than six months before the lease ends',
    fr: 'au moins trois mois, mais pas plus de six mois, avant la fin du bail',
  },
  short: {
    en: 'at least one month but not more than two months before the lease ends',
    fr: 'au moins un mois, mais pas plus de deux mois, avant la fin du bail',
  },
} satisfies Record<string, Statement>;

/** Art. 1942's delay for this lease: a room's, a lease with no end date's, or by its length. */
function pickModificationDelay(lease: LeaseTerm): Statement | undefined {
  if (lease.room) return MODIFICATION.room;
  if (lease.term === 'indeterminate') return MODIFICATION.indeterminate;
  if (lease.term === 'fixed' && lease.months !== undefined) {
    return lease.months >= 12 ? MODIFICATION.long : MODIFICATION.short;
  }
  return undefined;
}

const prefix = (statement: Statement | undefined, head: Statement): Statement | undefined =>
  statement && { en: `${head.en} ${statement.en}`, fr: `${head.fr} ${statement.fr}` };

const MODIFICATION_EVIDENCE = [
  'au moins trois mois, mais pas plus de six mois',
  'au moins un mois, mais pas plus de deux mois',
  'd’au moins un mois, mais d’au plus deux mois',
  'réduits à 10 jours et 20 jours',
];
const RESILIATION_EVIDENCE = ['deux mois après l’envoi', 'un mois après', 'de moins de 12 mois'];
const resiliationEffect = (lease: LeaseTerm): Statement | undefined => {
  const short = lease.term === 'indeterminate' || (lease.months ?? 12) < 12;
  if (lease.term === 'fixed' && lease.months === undefined) return undefined;
  if (lease.term === undefined) return undefined;
  return short
    ? { en: 'the resiliation takes effect one month after the notice is sent to the landlord', fr: 'la résiliation prend effet un mois après l’envoi de l’avis au locateur' }
    : { en: 'the resiliation takes effect two months after the notice is sent to the landlord', fr: 'la résiliation prend effet deux mois après l’envoi de l’avis au locateur' };
}; // prettier-ignore

export const LEASE_DELAYS: readonly LeaseDelay[] = [
  {
    article: '1946',
    delaysOf: '1942',
    evidence: MODIFICATION_EVIDENCE,
    tenantSide: true,
    state: (lease) =>
      prefix(pickModificationDelay(lease), {
        en: `the tenant's notice of ${lease.term === 'indeterminate' ? 'termination (resiliation)' : 'non-renewal'} has the same delays as the landlord's notice of a change:`,
        fr: `l’avis de ${lease.term === 'indeterminate' ? 'résiliation' : 'non-reconduction'} du locataire a les mêmes délais que l’avis de modification du locateur :`,
      }),
  },
  {
    article: '1942',
    evidence: MODIFICATION_EVIDENCE,
    state: (lease) =>
      prefix(pickModificationDelay(lease), {
        en: "the landlord's notice of a change (such as a rent increase) is given",
        fr: 'l’avis de modification du locateur (par exemple une augmentation de loyer) se donne',
      }),
  },
  {
    article: '1960',
    evidence: ['au moins six mois avant l’expiration', 'six mois ou moins, l’avis est d’un mois', 'six mois avant la date de la reprise'],
    state: (lease) => {
      if (lease.term === 'indeterminate') {
        return { en: "the landlord's notice of repossession or eviction is given six months before the date of the repossession or eviction", fr: 'l’avis de reprise ou d’éviction du locateur se donne six mois avant la date de la reprise ou de l’éviction' };
      }
      if (lease.term !== 'fixed' || lease.months === undefined) return undefined;
      return lease.months <= 6
        ? { en: "the landlord's notice of repossession or eviction is given one month before the lease ends", fr: 'l’avis de reprise ou d’éviction du locateur se donne un mois avant la fin du bail' }
        : { en: "the landlord's notice of repossession or eviction is given at least six months before the lease ends", fr: 'l’avis de reprise ou d’éviction du locateur se donne au moins six mois avant la fin du bail' };
    },
  }, // prettier-ignore
  {
    article: '1941',
    evidence: ['reconduction de plein droit', 'pour une durée de 12 mois', 'aux mêmes conditions et pour la même durée'],
    state: (lease) => {
      if (lease.term !== 'fixed') return undefined;
      const head = { en: 'a tenant who has the right to stay is entitled to have it renewed automatically (renewed of right) when it ends, on the same conditions', fr: 'le locataire qui a droit au maintien dans les lieux a droit à sa reconduction de plein droit (automatique) lorsqu’il prend fin, aux mêmes conditions' };
      if (lease.months === undefined) {
        return prefix({ en: 'and for the same length, or for 12 months if it is longer than 12 months', fr: 'et pour la même durée ou, s’il dure plus de 12 mois, pour 12 mois' }, head);
      }
      return prefix(lease.months > 12
        ? { en: 'but for 12 months, since it is longer than 12 months', fr: 'mais pour 12 mois, puisqu’il dure plus de 12 mois' }
        : { en: 'and for the same length', fr: 'et pour la même durée' }, head);
    },
  }, // prettier-ignore
  { article: '1974', evidence: RESILIATION_EVIDENCE, tenantSide: true, state: resiliationEffect },
  { article: '1974.1', evidence: RESILIATION_EVIDENCE, tenantSide: true, state: resiliationEffect },
];

/** Which head line describes the lease: its kind as the question states it. */
function readLeaseKind(lease: LeaseTerm): 'room' | 'indeterminate' | 'months' | 'fixed' {
  if (lease.room) return 'room';
  if (lease.term === 'indeterminate') return 'indeterminate';
  return lease.months !== undefined ? 'months' : 'fixed';
}

const LEASE_HEAD: Record<
  AnswerLang,
  Record<ReturnType<typeof readLeaseKind>, (months?: number) => string>
> = {
  en: {
    room: () => 'The lease in your question is the lease of a room',
    indeterminate: () => 'The lease in your question has no end date (indeterminate term)',
    months: (months) => `The lease in your question is for ${months} months`,
    fixed: () => 'The lease in your question has an end date (fixed term)',
  },
  fr: {
    room: () => 'Le bail dont parle votre question est le bail d’une chambre',
    indeterminate: () =>
      'Le bail dont parle votre question est à durée indéterminée (sans date de fin)',
    months: (months) => `Le bail dont parle votre question est de ${months} mois`,
    fixed: () => 'Le bail dont parle votre question a une date de fin (durée fixe)',
  },
};
const UNDER: Record<AnswerLang, (article: string) => string> = {
  en: (article) => `under art. ${article} C.c.Q.,`,
  fr: (article) => `selon l’art. ${article} C.c.Q.,`,
};

/** Search's best articles read for a delay, as the focus lines read them (FOCUS_WITHIN). */
const DELAY_WITHIN = 7;

/**
 * "The lease in your question has no end date (indeterminate term): under art. 1946 C.c.Q.,
 * the tenant's notice of termination …", for the first of search's best articles whose delay
 * the lease's kind settles, when the Summary already cites it and it is shown (only the first:
 * a later one answers another question, art. 1960's repossession notice for a tenant who is
 * leaving); none when the question states no kind of lease. A lease the dwelling rules may not
 * govern reads the general rules' delays instead. Art. 1946's delays are art.
 * 1942's, which need not be shown: the test holds them to art. 1942's text.
 */
export function composeLeaseDelay(input: AnswerInput, said: string): string | undefined {
  const lease = readLeaseTerm(input.question, input.questionnaire, input.now);
  if (lease.term === undefined && !lease.room) return undefined;
  const cited = new Set(findCitedArticles(said));
  // A lease the dwelling rules may not govern has the general rules' delays (arts. 1877–1882).
  if (isExcludedLease(input)) return composeGeneralDelays(input, lease, cited);
  const role = readAnswerRole(input);
  for (const article of (input.searchedArticles ?? []).slice(0, DELAY_WITHIN)) {
    const delay = LEASE_DELAYS.find((entry) => entry.article === article);
    // A landlord asking about a month-to-month tenant is not asking for the tenant's own notice.
    if (delay?.tenantSide && role === 'landlord') continue;
    const statement = delay?.state(lease);
    if (!statement) continue;
    // The first article whose delay the lease settles is the one stated, or none.
    if (!cited.has(article) || !findLawSource(input.sources, article)) return undefined;
    const colon = input.lang === 'fr' ? ' : ' : ': ';
    return `${LEASE_HEAD[input.lang][readLeaseKind(lease)](lease.months)}${colon}${UNDER[input.lang](article)} ${statement[input.lang]}.`;
  }
  return undefined;
}

/**
 * The general rules' delays for a lease the dwelling rules may not govern: every one search
 * ranks among its best that the lease's kind settles and the Summary cites, in the Code's order
 * (a fixed term ends of right, art. 1877, and is renewed tacitly if the lessee stays on, art.
 * 1879: both are that lease's rule, not two answers to two questions).
 */
function composeGeneralDelays(
  input: AnswerInput,
  lease: LeaseTerm,
  cited: ReadonlySet<string>,
): string | undefined {
  const searched = (input.searchedArticles ?? []).slice(0, DELAY_WITHIN);
  const stated = GENERAL_LEASE_DELAYS.filter(
    ({ article }) =>
      searched.includes(article) && cited.has(article) && findLawSource(input.sources, article),
  ).flatMap((delay) => {
    const statement = delay.state(lease);
    return statement ? [`${UNDER[input.lang](delay.article)} ${statement[input.lang]}`] : [];
  });
  if (stated.length === 0) return undefined;
  const colon = input.lang === 'fr' ? ' : ' : ': ';
  return `${LEASE_HEAD[input.lang][readLeaseKind(lease)](lease.months)}${colon}${stated.join('; ')}.`;
}

import type { AnswerLang } from './answer-types';
import type { Period } from './calendar-dates';

/**
 * Deadlines the offline composer may state. Each rule belongs to one Civil Code article and is
 * used only when that article is among the answer's sources *and* its text contains the words
 * the rule rests on, so a deadline is never stated from memory: the quoted article says it.
 */

export type LeaseFacts = {
  /** Length of a fixed-term lease in months, when known. */
  leaseMonths?: number;
  termType?: 'fixed-term' | 'undetermined';
  isRoom: boolean;
};

type Label = Record<AnswerLang, string>;
/** A notice given "at least `least`, but not more than `most`" before the term. */
export type NoticeWindow = { label: Label; unit: Period['unit']; most: number; least: number };
export type LabelledPeriod = Period & { label?: Label };

/**
 * How a rule turns into dates. The anchor is the date of the question it counts from:
 * - window: a notice given between two dates, counted back from the lease end (arts. 1942, 1944, 1946);
 * - latest-date: one last day, counted back from the lease end (art. 1960) or forward from a
 *   notice received (arts. 1945, 1962);
 * - takes-effect: the day a resiliation takes effect, counted forward from a notice sent (art. 1974).
 * A rule without timing is stated, never computed.
 */
export type RuleTiming =
  | { kind: 'window'; anchor: 'lease-end'; windows: (facts: LeaseFacts) => NoticeWindow[] }
  | {
      kind: 'latest-date';
      anchor: 'lease-end' | 'notice-received';
      periods: (facts: LeaseFacts) => LabelledPeriod[];
    }
  | {
      kind: 'takes-effect';
      anchor: 'notice-sent';
      periods: (facts: LeaseFacts) => LabelledPeriod[];
    };

export type DeadlineRule = {
  article: string;
  /** Words of the article's text (French consolidation, or the official English) it rests on. */
  evidence: RegExp;
  /** Plain statement of the rule: every condition the article sets, none it does not. */
  describe: Label;
  timing?: RuleTiming;
};

const AT_LEAST_12 = { en: 'lease of 12 months or more', fr: 'bail de 12 mois ou plus' };
const UNDER_12 = { en: 'lease of less than 12 months', fr: 'bail de moins de 12 mois' };
const ROOM = { en: 'lease of a room', fr: 'bail d’une chambre' };
const OVER_6 = { en: 'lease of more than six months', fr: 'bail de plus de six mois' };
const UP_TO_6 = { en: 'lease of six months or less', fr: 'bail de six mois ou moins' };
const NO_TERM = { en: 'lease with no fixed term', fr: 'bail à durée indéterminée' };
const UNDER_12_OR_NO_TERM = {
  en: 'lease of less than 12 months or with no fixed term',
  fr: 'bail de moins de 12 mois ou à durée indéterminée',
};

/**
 * Art. 1942 paras. 1 and 3 (and arts. 1944, 1946, "dans les mêmes délais"): 3–6 months before
 * the term, 1–2 months for a lease of less than 12 months, 10–20 days for a room. A lease with
 * no fixed term has no term to count from: its 1–2 months run before the change itself.
 */
function findModificationWindows(facts: LeaseFacts): NoticeWindow[] {
  if (facts.isRoom) return [{ label: ROOM, unit: 'days', most: 20, least: 10 }];
  if (facts.termType === 'undetermined') return [];
  const long: NoticeWindow = { label: AT_LEAST_12, unit: 'months', most: 6, least: 3 };
  const short: NoticeWindow = { label: UNDER_12, unit: 'months', most: 2, least: 1 };
  if (facts.leaseMonths !== undefined) return [facts.leaseMonths >= 12 ? long : short];
  return [long, short];
}

/** Art. 1960: six months before the expiry, one month for a lease of six months or less. */
function findRepossessionPeriods(facts: LeaseFacts): LabelledPeriod[] {
  // For a lease with no fixed term the six months run before the repossession date, not a term.
  if (facts.termType === 'undetermined') return [];
  const long = { label: OVER_6, unit: 'months', amount: 6 } as const;
  const short = { label: UP_TO_6, unit: 'months', amount: 1 } as const;
  if (facts.leaseMonths !== undefined) return [facts.leaseMonths <= 6 ? short : long];
  return [long, short];
}

/** Arts. 1974 and 1974.1: two months after the notice, one month (no fixed term or < 12 months). */
function findResiliationPeriods(facts: LeaseFacts): LabelledPeriod[] {
  if (facts.termType === 'undetermined') return [{ label: NO_TERM, unit: 'months', amount: 1 }];
  const long = { label: AT_LEAST_12, unit: 'months', amount: 2 } as const;
  if (facts.leaseMonths !== undefined) {
    return [facts.leaseMonths >= 12 ? long : { label: UNDER_12, unit: 'months', amount: 1 }];
  }
  const short = facts.termType === 'fixed-term' ? UNDER_12 : UNDER_12_OR_NO_TERM;
  return [long, { label: short, unit: 'months', amount: 1 }];
}

const ONE_MONTH_AFTER_RECEIPT: RuleTiming = {
  kind: 'latest-date',
  anchor: 'notice-received',
  periods: () => [{ unit: 'months', amount: 1 }],
};
const MODIFICATION_WINDOWS: RuleTiming = {
  kind: 'window',
  anchor: 'lease-end',
  windows: findModificationWindows,
};
const RESILIATION_EFFECT: RuleTiming = {
  kind: 'takes-effect',
  anchor: 'notice-sent',
  periods: findResiliationPeriods,
};

export const DEADLINE_RULES: DeadlineRule[] = [
  {
    article: '1942',
    evidence:
      /au moins trois mois, mais pas plus de six mois|at least three months but not more than six months/i,
    describe: {
      en: 'At the renewal of the lease, the landlord may change its conditions (for example its length or the rent) only by giving the tenant a notice of modification at least three months, but not more than six months, before the term of the lease; if the lease is for less than 12 months, at least one month, but not more than two months, before the term. A lease with no fixed term may be changed only with a notice of at least one month and at most two months. For the lease of a room, these periods are 10 days and 20 days.',
      fr: 'Lors de la reconduction du bail, le locateur peut en modifier les conditions (par exemple la durée ou le loyer) seulement s’il donne au locataire un avis de modification au moins trois mois, mais pas plus de six mois, avant l’arrivée du terme; si la durée du bail est de moins de 12 mois, au moins un mois, mais pas plus de deux mois, avant le terme. Un bail à durée indéterminée ne peut être modifié que par un avis d’au moins un mois, mais d’au plus deux mois. Pour le bail d’une chambre, ces délais sont de 10 jours et de 20 jours.',
    },
    timing: MODIFICATION_WINDOWS,
  },
  {
    article: '1944',
    evidence:
      /dans les mêmes délais que s.il y apportait une modification|within the same (?:time|period)/i,
    describe: {
      en: 'When the tenant has sublet the dwelling for more than 12 months, the landlord may avoid the renewal of the lease by notifying the tenant and the sub-tenant of the intention to end it, within the same periods as for a notice of modification. The landlord may also avoid the renewal, when the tenant has died and no one was living with the tenant at the time of death, by notifying the heir or the liquidator of the succession.',
      fr: 'Lorsque le locataire a sous-loué le logement pendant plus de 12 mois, le locateur peut éviter la reconduction du bail en avisant le locataire et le sous-locataire de son intention d’y mettre fin, dans les mêmes délais que pour un avis de modification. Il peut aussi éviter la reconduction, lorsque le locataire est décédé et que personne n’habitait avec lui lors de son décès, en avisant l’héritier ou le liquidateur de la succession.',
    },
    timing: MODIFICATION_WINDOWS,
  },
  {
    article: '1945',
    evidence:
      /dans le mois de la réception de l.avis de modification|within one month (?:after|of) (?:receiving|receipt of) the notice/i,
    describe: {
      en: 'A tenant who refuses the change proposed by the landlord must, within one month of receiving the notice of modification, notify the landlord of the refusal or that they are leaving the dwelling; a tenant who does not do so is deemed to have accepted the renewal on the conditions the landlord proposed. However, for the dwellings that the article’s second paragraph refers to, a tenant who refuses the proposed change must leave the dwelling at the end of the lease.',
      fr: 'Le locataire qui refuse la modification proposée par le locateur doit, dans le mois de la réception de l’avis de modification, aviser le locateur de son refus ou l’aviser qu’il quitte le logement; s’il omet de le faire, il est réputé avoir accepté la reconduction aux conditions proposées. Toutefois, pour les logements que vise le second alinéa de l’article, le locataire qui refuse la modification proposée doit quitter le logement à la fin du bail.',
    },
    timing: ONE_MONTH_AFTER_RECEIPT,
  },
  {
    article: '1946',
    evidence: /dans les mêmes délais que ceux|within the same (?:time|period)/i,
    describe: {
      en: 'A tenant who has not received a notice of modification from the landlord can avoid the renewal of a fixed-term lease, or end a lease with no fixed term, by giving the landlord a notice of non-renewal or of resiliation within the same periods as those the landlord must respect for a notice of modification.',
      fr: 'Le locataire qui n’a pas reçu du locateur d’avis de modification peut éviter la reconduction d’un bail à durée fixe, ou mettre fin à un bail à durée indéterminée, en donnant au locateur un avis de non-reconduction ou de résiliation dans les mêmes délais que ceux que doit respecter le locateur pour un avis de modification.',
    },
    timing: MODIFICATION_WINDOWS,
  },
  {
    article: '1947',
    evidence:
      /dans le mois de la réception de l.avis de refus|within one month (?:after|of) (?:receiving|receipt of) the notice of refusal/i,
    describe: {
      en: 'When the tenant refuses the proposed change, the landlord may, within one month of receiving the notice of refusal, apply to the Tribunal to have the rent fixed or, as the case may be, to have any other change to the lease decided; if the landlord does not apply within the month following the refusal, the lease is renewed by operation of law on the former conditions. The landlord may also apply to the Tribunal to end the lease when a tenant who has sublet the dwelling for more than 12 months refuses to leave; if the Tribunal dismisses that application after the period for giving a notice of modification has expired, the lease is renewed, and the landlord may apply to have a new rent fixed within one month of the final decision.',
      fr: 'Lorsque le locataire refuse la modification proposée, le locateur peut, dans le mois de la réception de l’avis de refus, s’adresser au tribunal pour faire fixer le loyer ou, suivant le cas, faire statuer sur toute autre modification du bail; s’il omet de présenter sa demande dans le mois suivant le refus, le bail est reconduit de plein droit aux conditions antérieures. Le locateur peut aussi s’adresser au tribunal pour mettre fin au bail lorsque le locataire qui a sous-loué son logement pendant plus de 12 mois refuse de quitter les lieux; si le tribunal rejette cette demande après l’expiration du délai pour donner un avis de modification, le bail est reconduit, et le locateur peut faire fixer un nouveau loyer dans le mois de la décision finale.',
    },
  },
  {
    article: '1960',
    evidence: /au moins six mois avant l.expiration du bail|at least six months before the expiry/i,
    describe: {
      en: 'A landlord who wishes to repossess the dwelling or evict the tenant must notify the tenant at least six months before the expiry of a fixed-term lease; if the lease is for six months or less, the notice is one month. For a lease with no fixed term, the notice must be given six months before the date of the repossession or eviction.',
      fr: 'Le locateur qui désire reprendre le logement ou évincer le locataire doit l’aviser au moins six mois avant l’expiration du bail à durée fixe; si la durée du bail est de six mois ou moins, l’avis est d’un mois. Pour un bail à durée indéterminée, l’avis doit être donné six mois avant la date de la reprise ou de l’éviction.',
    },
    timing: { kind: 'latest-date', anchor: 'lease-end', periods: findRepossessionPeriods },
  },
  {
    article: '1962',
    evidence:
      /dans le mois de la réception de l.avis de reprise|within one month (?:after|of) (?:receiving|receipt of) (?:a|the) notice of repossession/i,
    describe: {
      en: 'Within one month of receiving a notice of repossession or eviction, the tenant must tell the landlord whether or not they will comply with it; a tenant who does not answer is deemed to have refused to leave the dwelling.',
      fr: 'Dans le mois de la réception de l’avis de reprise ou d’éviction, le locataire doit aviser le locateur de son intention de s’y conformer ou non; à défaut, il est réputé avoir refusé de quitter le logement.',
    },
    timing: ONE_MONTH_AFTER_RECEIPT,
  },
  {
    article: '1963',
    evidence: /dans le mois du refus|within one month (?:after|of) the refusal/i,
    describe: {
      en: 'If the tenant refuses to leave, the landlord may still repossess the dwelling or evict the tenant, but only with the Tribunal’s authorization, applied for within one month of the refusal. The landlord must then show a genuine intention to repossess the dwelling or evict the tenant for the purpose stated in the notice, that it is not a pretext for other purposes and, for an eviction, that the law allows the dwelling to be subdivided, enlarged or its use changed.',
      fr: 'Si le locataire refuse de quitter le logement, le locateur peut néanmoins le reprendre ou en évincer le locataire, mais avec l’autorisation du tribunal, demandée dans le mois du refus. Le locateur doit alors démontrer qu’il entend réellement reprendre le logement ou évincer le locataire pour la fin mentionnée dans l’avis, qu’il ne s’agit pas d’un prétexte pour atteindre d’autres fins et, pour une éviction, que la loi permet de subdiviser le logement, de l’agrandir ou d’en changer l’affectation.',
    },
  },
  {
    article: '1938',
    evidence:
      /dans les deux mois de la cessation|within two months (?:after|of) the (?:cessation|end) of cohabitation/i,
    describe: {
      en: 'The married, civil union or parental union spouse of a tenant and, if they have lived with the tenant for at least six months, the tenant’s de facto spouse, a relative or a person connected to the tenant by marriage or civil union, are entitled to maintain occupancy and become the tenant if, when cohabitation ends, they continue to occupy the dwelling and notify the landlord within two months of the end of cohabitation. A person living with the tenant at the tenant’s death has the same right if they continue to occupy the dwelling and notify the landlord within two months of the death; if that person does not use this right, the liquidator of the succession or, failing that, an heir may, in the month after those two months, resiliate the lease by giving the landlord one month’s notice. The part of the rent for services of a personal nature is owed only for the services provided during the tenant’s lifetime.',
      fr: 'L’époux, le conjoint en union civile ou le conjoint en union parentale du locataire et, s’il habite avec lui depuis au moins six mois, son conjoint de fait, un parent ou un allié, ont droit au maintien dans les lieux et deviennent locataires si, lorsque cesse la cohabitation, ils continuent d’occuper le logement et en avisent le locateur dans les deux mois de la cessation de la cohabitation. La personne qui habite avec le locataire au moment de son décès a le même droit si elle continue d’occuper le logement et en avise le locateur dans les deux mois du décès; si elle ne s’en prévaut pas, le liquidateur de la succession ou, à défaut, un héritier peut, dans le mois qui suit ces deux mois, résilier le bail en donnant au locateur un avis d’un mois. La partie du loyer afférente aux services qui se rattachent à la personne même du locataire n’est due que pour les services fournis de son vivant.',
    },
  },
  {
    article: '1971',
    evidence: /plus de trois semaines|more than three weeks/i,
    describe: {
      en: 'The landlord may obtain the resiliation of the lease if the tenant is more than three weeks late in paying the rent or, if the landlord suffers serious prejudice as a result, when the tenant is frequently late in paying it.',
      fr: 'Le locateur peut obtenir la résiliation du bail si le locataire est en retard de plus de trois semaines pour le paiement du loyer ou, s’il en subit un préjudice sérieux, lorsque le locataire en retarde fréquemment le paiement.',
    },
  },
  {
    article: '1974',
    evidence: /deux mois après l.envoi d.un avis|two months after (?:the )?sending/i,
    describe: {
      en: 'A tenant may resiliate the current lease if allocated a dwelling in low-rental housing, if relocated by a decision of the Tribunal to an equivalent dwelling that meets their needs, if they can no longer occupy the dwelling because of a handicap or, for an elderly person, if admitted permanently to a residential and long-term care centre, an intermediate resource, a private seniors’ residence offering the nursing care or personal assistance services their health requires, or any other place offering such care or services. The resiliation takes effect two months after the notice is sent to the landlord, or one month after it when the lease has no fixed term or is for less than 12 months; it takes effect sooner if the parties agree or if the landlord re-lets the vacated dwelling during that period. The notice must come with an attestation from the authority concerned and, for an elderly person, a certificate from an authorized person that the conditions requiring the admission are met.',
      fr: 'Le locataire peut résilier le bail en cours s’il lui est attribué un logement à loyer modique, si une décision du tribunal le reloge dans un logement équivalent qui correspond à ses besoins, s’il ne peut plus occuper son logement en raison d’un handicap ou, pour une personne âgée, s’il est admis de façon permanente dans un centre d’hébergement et de soins de longue durée, une ressource intermédiaire, une résidence privée pour aînés où lui sont offerts les soins infirmiers ou les services d’assistance personnelle que nécessite son état de santé, ou tout autre lieu d’hébergement où lui sont offerts de tels soins ou services. La résiliation prend effet deux mois après l’envoi de l’avis au locateur, ou un mois après s’il s’agit d’un bail à durée indéterminée ou de moins de 12 mois; elle prend effet plus tôt si les parties en conviennent ou si le locateur reloue pendant ce délai le logement libéré. L’avis doit être accompagné d’une attestation de l’autorité concernée et, pour un aîné, du certificat d’une personne autorisée attestant que les conditions nécessitant l’admission sont remplies.',
    },
    timing: RESILIATION_EFFECT,
  },
  {
    article: '1974.1',
    evidence: /deux mois après l.envoi d.un avis|two months after (?:the )?sending/i,
    describe: {
      en: 'A tenant may resiliate the current lease if, because of sexual violence, conjugal violence or violence towards a child living in the dwelling, their safety or that of the child is threatened. The resiliation takes effect two months after the notice is sent to the landlord, or one month after it when the lease has no fixed term or is for less than 12 months; it takes effect sooner if the parties agree or if the landlord re-lets the vacated dwelling during that period. The notice must come with an attestation from a public servant or public officer designated by the Minister of Justice.',
      fr: 'Le locataire peut résilier le bail en cours si, en raison de violence sexuelle, de violence conjugale ou de violence envers un enfant qui habite le logement, sa sécurité ou celle de l’enfant est menacée. La résiliation prend effet deux mois après l’envoi de l’avis au locateur, ou un mois après s’il s’agit d’un bail à durée indéterminée ou de moins de 12 mois; elle prend effet plus tôt si les parties en conviennent ou si le locateur reloue pendant ce délai le logement libéré. L’avis doit être accompagné d’une attestation d’un fonctionnaire ou d’un officier public désigné par le ministre de la Justice.',
    },
    timing: RESILIATION_EFFECT,
  },
];

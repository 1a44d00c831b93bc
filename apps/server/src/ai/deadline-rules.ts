import type { AnswerLang } from './answer-types';

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

/** A notice period before the end of the lease, in months (or days for a room). */
export type NoticeWindow = { unit: 'months' | 'days'; earliest: number; latest: number };

export type DeadlineRule = {
  article: string;
  /** Words of the article's text (French consolidation, or the official English) it rests on. */
  evidence: RegExp;
  /** Plain statement of the rule, paraphrasing the article. */
  describe: Record<AnswerLang, string>;
  /** What the period runs from, when a date of the question can anchor it. */
  anchor?: 'lease-end' | 'notice-received';
  /** For rules counted back from the end of the lease. */
  windows?: (
    facts: LeaseFacts,
  ) => Array<{ label: Record<AnswerLang, string>; window: NoticeWindow }>;
  /** For rules counted forward from a notice: months after it. */
  monthsAfter?: number;
};

const LONG = { en: 'lease of 12 months or more', fr: 'bail de 12 mois ou plus' };
const SHORT = { en: 'lease of less than 12 months', fr: 'bail de moins de 12 mois' };
const ROOM = { en: 'lease of a room', fr: 'bail d’une chambre' };

/** Art. 1942 para. 1 and 3: 3–6 months, 1–2 months under 12 months, 10–20 days for a room. */
function modificationWindows(facts: LeaseFacts) {
  const long = { label: LONG, window: { unit: 'months', earliest: 6, latest: 3 } as NoticeWindow };
  const short = {
    label: SHORT,
    window: { unit: 'months', earliest: 2, latest: 1 } as NoticeWindow,
  };
  if (facts.isRoom)
    return [{ label: ROOM, window: { unit: 'days', earliest: 20, latest: 10 } as NoticeWindow }];
  if (facts.termType === 'undetermined') return [];
  if (facts.leaseMonths !== undefined) return [facts.leaseMonths >= 12 ? long : short];
  return [long, short];
}

export const DEADLINE_RULES: DeadlineRule[] = [
  {
    article: '1942',
    evidence:
      /au moins trois mois, mais pas plus de six mois|at least three months but not more than six months/i,
    describe: {
      en: 'A landlord who wants to change the lease at renewal (for example the rent) must give the tenant a notice of modification at least three months but not more than six months before the end of the lease; for a lease of less than 12 months, at least one month but not more than two months; for a lease with no fixed term, a notice of at least one month and at most two months; for a room, 10 and 20 days.',
      fr: 'Le locateur qui veut modifier le bail lors de sa reconduction (par exemple le loyer) doit donner au locataire un avis de modification au moins trois mois, mais pas plus de six mois, avant la fin du bail; pour un bail de moins de 12 mois, au moins un mois, mais pas plus de deux mois; pour un bail à durée indéterminée, un avis d’au moins un mois et d’au plus deux mois; pour une chambre, 10 et 20 jours.',
    },
    anchor: 'lease-end',
    windows: modificationWindows,
  },
  {
    article: '1945',
    evidence:
      /dans le mois de la réception de l.avis de modification|within one month (?:after|of) (?:receiving|receipt of) the notice/i,
    describe: {
      en: 'A tenant who refuses the proposed change must notify the landlord of the refusal, or that they are moving out, within one month of receiving the notice of modification; otherwise the tenant is deemed to have accepted the renewal on the proposed conditions.',
      fr: 'Le locataire qui refuse la modification proposée doit aviser le locateur de son refus, ou de son départ, dans le mois de la réception de l’avis de modification; sinon, il est réputé avoir accepté la reconduction aux conditions proposées.',
    },
    anchor: 'notice-received',
    monthsAfter: 1,
  },
  {
    article: '1946',
    evidence: /dans les mêmes délais|within the same (?:time|period)/i,
    describe: {
      en: 'A tenant who has not received a notice of modification can avoid the renewal of a fixed-term lease (or end a lease with no fixed term) by giving the landlord a notice of non-renewal or of resiliation within the same periods as the landlord’s notice of modification.',
      fr: 'Le locataire qui n’a pas reçu d’avis de modification peut éviter la reconduction d’un bail à durée fixe (ou mettre fin à un bail à durée indéterminée) en donnant au locateur un avis de non-reconduction ou de résiliation dans les mêmes délais que ceux de l’avis de modification.',
    },
  },
  {
    article: '1947',
    evidence:
      /dans le mois de la réception de l.avis de refus|within one month (?:after|of) (?:receiving|receipt of) the notice of refusal/i,
    describe: {
      en: 'When the tenant refuses, the landlord may apply to the Tribunal within one month of receiving the refusal to have the rent fixed; if the landlord does not, the lease is renewed by operation of law on the former conditions.',
      fr: 'Si le locataire refuse, le locateur peut s’adresser au tribunal dans le mois de la réception de l’avis de refus pour faire fixer le loyer; s’il ne le fait pas, le bail est reconduit de plein droit aux conditions antérieures.',
    },
  },
  {
    article: '1960',
    evidence: /au moins six mois avant l.expiration du bail|at least six months before the expiry/i,
    describe: {
      en: 'A landlord who wants to repossess the dwelling or evict the tenant must notify the tenant at least six months before the end of a fixed-term lease (one month if the lease is six months or less); for a lease with no fixed term, six months before the date of repossession or eviction.',
      fr: 'Le locateur qui veut reprendre le logement ou évincer le locataire doit l’aviser au moins six mois avant l’expiration du bail à durée fixe (un mois si le bail est de six mois ou moins); pour un bail à durée indéterminée, six mois avant la date de la reprise ou de l’éviction.',
    },
    anchor: 'lease-end',
    windows: (facts) =>
      facts.termType === 'undetermined'
        ? []
        : [
            {
              label: { en: 'latest notice date', fr: 'date limite de l’avis' },
              window: {
                unit: 'months',
                earliest: facts.leaseMonths !== undefined && facts.leaseMonths <= 6 ? 1 : 6,
                latest: facts.leaseMonths !== undefined && facts.leaseMonths <= 6 ? 1 : 6,
              },
            },
          ],
  },
  {
    article: '1962',
    evidence: /dans le mois de la réception de l.avis de reprise/i,
    describe: {
      en: 'Within one month of receiving a notice of repossession or eviction, the tenant must tell the landlord whether they will comply; a tenant who does not answer is deemed to have refused to leave.',
      fr: 'Dans le mois de la réception de l’avis de reprise ou d’éviction, le locataire doit aviser le locateur de son intention de s’y conformer ou non; à défaut, il est réputé avoir refusé de quitter le logement.',
    },
    anchor: 'notice-received',
    monthsAfter: 1,
  },
  {
    article: '1963',
    evidence: /dans le mois du refus/i,
    describe: {
      en: 'If the tenant refuses to leave, the landlord may repossess or evict only with the Tribunal’s authorization, applied for within one month of the refusal.',
      fr: 'Si le locataire refuse de quitter, le locateur ne peut reprendre le logement ou l’évincer qu’avec l’autorisation du tribunal, demandée dans le mois du refus.',
    },
  },
  {
    article: '1938',
    evidence:
      /dans les deux mois de la cessation|within two months (?:after|of) the end of cohabitation/i,
    describe: {
      en: 'A spouse or relative living with the tenant who keeps occupying the dwelling when cohabitation ends (or on the tenant’s death) must notify the landlord within two months to stay on as tenant.',
      fr: 'Le conjoint ou le proche qui habitait avec le locataire et continue d’occuper le logement à la fin de la cohabitation (ou au décès) doit en aviser le locateur dans les deux mois pour devenir locataire.',
    },
  },
  {
    article: '1971',
    evidence: /plus de trois semaines|more than three weeks/i,
    describe: {
      en: 'The landlord may obtain the resiliation of the lease if the rent is more than three weeks late.',
      fr: 'Le locateur peut obtenir la résiliation du bail si le loyer est en retard de plus de trois semaines.',
    },
  },
  {
    article: '1974',
    evidence: /deux mois après l.envoi d.un avis|two months after (?:the )?sending/i,
    describe: {
      en: 'In the situations the article lists, the resiliation takes effect two months after the notice is sent to the landlord, or one month after it for a lease with no fixed term or of less than 12 months.',
      fr: 'Dans les situations que l’article énumère, la résiliation prend effet deux mois après l’envoi de l’avis au locateur, ou un mois après s’il s’agit d’un bail à durée indéterminée ou de moins de 12 mois.',
    },
  },
];

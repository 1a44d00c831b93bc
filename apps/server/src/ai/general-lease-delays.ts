import type { LeaseDelay } from './lease-term-delays';

/**
 * The delays of the general rules of lease (arts. 1851–1891) for a lease the dwelling-lease
 * rules may not govern (art. 1892 para. 3's cases, or a thing that is not a dwelling): a
 * fixed term's end of right (art. 1877) and tacit renewal (art. 1879), and the notice ending a
 * lease with no end date (art. 1882), in place of arts. 1941, 1942 and 1946, which such a lease
 * does not have. Each is stated when search ranks it among the best and the Summary cites it,
 * art. 1877 and art. 1879 together when both are (the end of the term, then what happens when
 * the lessee stays on). As for the dwelling
 * delays, every statement is words of the article, and the lease's kind is the only fact the
 * question adds (month to month: the term set for paying the rent is one month).
 */
export const GENERAL_LEASE_DELAYS: readonly LeaseDelay[] = [
  {
    // Art. 1941's renewal of right is a dwelling's: the general rule is that the term ends it.
    article: '1877',
    evidence: ['Le bail à durée fixe cesse de plein droit à l’arrivée du terme'],
    state: (lease) =>
      lease.term === 'fixed'
        ? {
            en: 'a fixed-term lease ends of right (cesse de plein droit) when its term arrives',
            fr: 'le bail à durée fixe cesse de plein droit à l’arrivée du terme',
          }
        : undefined,
  },
  {
    article: '1879',
    evidence: [
      'plus de 10 jours après l’expiration du bail',
      'pour un an ou pour la durée du bail initial, si celle-ci était inférieure à un an',
    ],
    state: (lease) =>
      lease.term === 'fixed'
        ? {
            en: 'if the tenant keeps occupying the premises more than 10 days after the lease expires, without opposition from the landlord, the lease is renewed tacitly, for one year or for the term of the original lease if that was less than one year, on the same conditions',
            fr: 'si le locataire continue, sans opposition de la part du locateur, d’occuper les lieux plus de 10 jours après l’expiration du bail, le bail est reconduit tacitement pour un an ou pour la durée du bail initial, si celle-ci était inférieure à un an, aux mêmes conditions',
          }
        : undefined,
  },
  {
    article: '1882',
    evidence: [
      'dans le même délai que le terme fixé pour le paiement du loyer',
      'si le terme excède trois mois, dans un délai de trois mois',
      'lorsque le bien loué est un bien meuble, ce délai est de 10 jours',
    ],
    state: (lease) => {
      if (lease.term !== 'indeterminate') return undefined;
      const movable = {
        en: '; if the thing leased is a movable, the delay is 10 days, whatever the rent period',
        fr: '; si le bien loué est un bien meuble, ce délai est de 10 jours, quel que soit le terme fixé pour le paiement du loyer',
      };
      return lease.monthly
        ? {
            en: `the party who wants to end it gives the other a notice in the same delay as the term set for paying the rent, so one month when the rent is paid by the month${movable.en}`,
            fr: `la partie qui veut y mettre fin donne à l’autre un avis dans le même délai que le terme fixé pour le paiement du loyer, soit un mois lorsque le loyer se paie au mois${movable.fr}`,
          }
        : {
            en: `the party who wants to end it gives the other a notice in the same delay as the term set for paying the rent or, if that term exceeds three months, three months ahead${movable.en}`,
            fr: `la partie qui veut y mettre fin donne à l’autre un avis dans le même délai que le terme fixé pour le paiement du loyer ou, si le terme excède trois mois, dans un délai de trois mois${movable.fr}`,
          };
    },
  },
];

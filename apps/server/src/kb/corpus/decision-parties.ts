import type { PartyRole } from '@lexlogis/contracts';
import { foldAccents } from '../../lib/fold-accents';

/**
 * Reading a decision's parties as the corpus records them (docs/decisions.md, "Whose side a
 * decision is on"). Only what a record states is read; word order, titles and summaries are not
 * interpreted, so anything less than an explicit label leaves the side unknown.
 */

/** Applicant words of the parties' labels: demandeur(s), demanderesse(s), requérant(e)(s). */
const APPLICANT = /\b(?:demandeur|demandeurs|demanderesse|demanderesses|requerante?s?)\b/;
const TENANT = /(?<![-\w])locataires?\b/;
const LANDLORD = /\b(?:locateurs?|locatrices?)\b/;

function readRoles(text: string): Set<PartyRole> {
  const folded = foldAccents(text);
  const roles = new Set<PartyRole>();
  if (TENANT.test(folded)) roles.add('tenant');
  if (LANDLORD.test(folded)) roles.add('landlord');
  return roles;
}

/**
 * The applicant's side: the parties entries whose label names the applicant ("locataire -
 * demandeur", "demanderesse": "… (locataire)") must name exactly one side, tenant or landlord.
 * A sub-tenant ("sous-locataire"), a condominium syndicate, a party labelled by its side only
 * ("locateur", "locataire"), or applicants on both sides give null.
 */
export function readApplicantRole(
  parties: Record<string, string | null> | null | undefined,
): PartyRole | null {
  if (!parties) return null;
  const roles = new Set<PartyRole>();
  let applicants = 0;
  for (const [label, name] of Object.entries(parties)) {
    if (!APPLICANT.test(foldAccents(label))) continue;
    applicants += 1;
    for (const role of readRoles(`${label} ${name ?? ''}`)) roles.add(role);
  }
  if (applicants === 0 || roles.size !== 1) return null;
  return [...roles][0] ?? null;
}

export type PrevailingParty = PartyRole | 'shared';

/** `prevailing_party` of the second batch ("locataires", "syndicat (locateur)", "partagé"…). */
export function readPrevailingParty(value: string | null | undefined): PrevailingParty | null {
  if (!value) return null;
  const folded = foldAccents(value);
  if (/\bpartage|\ben partie\b/.test(folded)) return 'shared';
  const roles = readRoles(folded);
  if (roles.size !== 1) return null;
  return [...roles][0] ?? null;
}

/** Civil Code articles of the lease chapter (1851–2000) a decision's text cites as "art. …". */
export function readCitedArticles(text: string): string[] {
  const found = new Set<string>();
  const citations = /\bart(?:icles?|s?\.)\s*((?:\d{4}(?:\.\d+)?\s*(?:,|et|and|à|to|-)?\s*)+)/gi;
  for (const match of text.matchAll(citations)) {
    for (const number of (match[1] ?? '').matchAll(/\d{4}(?:\.\d+)?/g)) {
      const whole = Number(number[0].split('.')[0]);
      if (whole >= 1851 && whole <= 2000) found.add(number[0]);
    }
  }
  return [...found];
}

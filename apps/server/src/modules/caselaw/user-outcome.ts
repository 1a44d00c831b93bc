import type { PartyRole, QuestionnaireUserType, UserOutcome } from '@lexlogis/contracts';
import type { DecisionSides } from './caselaw.mapper';

/**
 * The side whose outcome a user reads: a tenant's or a landlord's. A sub-tenant's dispute is
 * with the tenant who sublets and an occupant is not a party to the lease, so neither is read
 * as either side of a decision between a lessor and a lessee (docs/decisions.md).
 */
export function readUserSide(userType: QuestionnaireUserType | null | undefined): PartyRole | null {
  return userType === 'tenant' || userType === 'landlord' ? userType : null;
}

const otherSide = (role: PartyRole): PartyRole => (role === 'tenant' ? 'landlord' : 'tenant');

/**
 * How a decision ended for the party in the user's role. The outcome is the application's:
 * granted means the applicant won, dismissed that the other side did, partly granted that
 * each got part (neutral). Unknown whenever the outcome, the applicant's side or the user's
 * side is not known, and when the record's `prevailing_party` names another winner than the
 * outcome implies: the sources then disagree and nothing is guessed.
 */
export function readUserOutcome(sides: DecisionSides, userSide: PartyRole | null): UserOutcome {
  const { outcome, applicantRole, prevailingParty } = sides;
  if (userSide === null || applicantRole === null || outcome === 'unknown') return 'unknown';
  if (outcome === 'partly_granted') return 'neutral';
  const winner = outcome === 'granted' ? applicantRole : otherSide(applicantRole);
  if (prevailingParty !== null && prevailingParty !== winner) return 'unknown';
  return winner === userSide ? 'favourable' : 'unfavourable';
}

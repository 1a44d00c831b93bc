import type { QuestionnaireUserType } from '@lexlogis/contracts';
import { foldAccents } from '../../lib/fold-accents';

/**
 * The asker's role when the questionnaire does not give it, from how the question names the
 * other party: a person who writes "my tenant" or « mon locataire » is the landlord, one who
 * writes "my landlord" or « mon proprio » is the tenant. Only possessives count ("the tenant"
 * says nothing about who asks), and a question naming both is left unread. Owning the building
 * ("my duplex", « mon immeuble ») or renting it out is the landlord's too: a tenant rents a
 * dwelling, not the building it is in.
 */

const LANDLORD_WORDING =
  /\b(?:my|our)\s+(?:tenants?|lessees?|renters?)\b|\b(?:mon|ma|mes|notre|nos)\s+(?:locataires?|locatrices?)\b/;
const OWNER_WORDING =
  /\b(?:my|our)\s+(?:duplex|triplex|fourplex|quadruplex|plex|rental\s+(?:units?|propert(?:y|ies))|income\s+property)\b|\brent(?:s|ed|ing)?\s+(?:(?:it|them)\s+)?out\b|\b(?:mon|notre)\s+(?:duplex|triplex|quadruplex|plex)\b/;
const TENANT_WORDING =
  /\b(?:my|our)\s+(?:landlord|landlady|landlords|lessor|property\s+manager)\b|\b(?:mon|ma|notre)\s+(?:proprio|proprietaire|locateur|locatrice)\b/;

export function readRoleFromWording(question: string): QuestionnaireUserType | undefined {
  const text = foldAccents(question);
  const landlord = LANDLORD_WORDING.test(text) || OWNER_WORDING.test(text);
  const tenant = TENANT_WORDING.test(text);
  if (landlord === tenant) return undefined;
  return landlord ? 'landlord' : 'tenant';
}

/** The questionnaire's role when given, else the one the question's wording shows. */
export function readAskerRole(
  question: string,
  given: QuestionnaireUserType | null | undefined,
): QuestionnaireUserType | undefined {
  return given ?? readRoleFromWording(question);
}

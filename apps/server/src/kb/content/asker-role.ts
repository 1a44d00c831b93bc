import type { QuestionnaireUserType } from '@lexlogis/contracts';
import { foldAccents } from '../../lib/fold-accents';

/**
 * The asker's role when the questionnaire does not give it, from how the question names the
 * other party: a person who writes "my tenant" or « mon locataire » is the landlord, one who
 * writes "my landlord" or « mon proprio » is the tenant. Only possessives count ("the tenant"
 * says nothing about who asks), and a question naming both is left unread.
 */

const LANDLORD_WORDING =
  /\b(?:my|our)\s+(?:tenants?|lessees?|renters?)\b|\b(?:mon|ma|mes|notre|nos)\s+(?:locataires?|locatrices?)\b/;
const TENANT_WORDING =
  /\b(?:my|our)\s+(?:landlord|landlady|landlords|lessor|property\s+manager)\b|\b(?:mon|ma|notre)\s+(?:proprio|proprietaire|locateur|locatrice)\b/;

export function readRoleFromWording(question: string): QuestionnaireUserType | undefined {
  const text = foldAccents(question);
  const landlord = LANDLORD_WORDING.test(text);
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

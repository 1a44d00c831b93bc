import type { QuestionnaireUserType } from '@lexlogis/contracts';
import { foldAccents } from '../../lib/fold-accents';

/**
 * The asker's role when the questionnaire does not give it, from how the question names the
 * parties. A possessive decides first: "my tenant" / « mon locataire » is written by the
 * landlord, "my landlord" / « mon proprio » by the tenant; a question naming both is left unread.
 * Then a party who says who he is ("I'm the owner", « je suis locataire »). Then the other
 * party, named as a third person: a question about "the tenant" that never names a landlord is
 * asked by the landlord, one about "the landlord" or « le proprio » that never names a tenant
 * by the tenant (issue 10, round 8: on the development sets this read 18 landlords and 98
 * tenants whom the possessives left unread, and 3 wrongly, all in the old dev set's third-person
 * statements of a case).
 */

const LANDLORD_WORDING =
  /\b(?:my|our)\s+(?:tenants?|lessees?|renters?)\b|\b(?:mon|ma|mes|notre|nos)\s+(?:locataires?|locatrices?)\b/;
const TENANT_WORDING =
  /\b(?:my|our)\s+(?:landlord|landlady|landlords|lessor|property\s+manager)\b|\b(?:mon|ma|notre)\s+(?:proprio|proprietaire|locateur|locatrice)\b/;

const LANDLORD_SELF =
  /\b(?:i'?m|i\s+am|as)\s+(?:a|an|the)\s+(?:landlord|landlady|owner|lessor)\b|\bje\s+suis\s+(?:le\s+|la\s+|une?\s+)?(?:proprio|proprietaire|locateur|locatrice)\b/;
const TENANT_SELF =
  /\b(?:i'?m|i\s+am|as)\s+(?:a|the)\s+(?:tenant|renter|lessee)\b|\bje\s+suis\s+(?:le\s+|la\s+|une?\s+)?(?:locataire)\b/;

/**
 * The tenant as a third person ("the tenant", "Tenant just left", « le locataire »); not a
 * neighbour ("the tenant upstairs", « le locataire du bas »), whom a tenant talks about too.
 */
const TENANT_NAMED =
  /(?:\b(?:the|a|this|that|one|his|her|their)\s+|(?:^|[.!?]\s*))(?:tenants?|lessees?|renters?)\b(?!\s+(?:upstairs|downstairs|above|below|next\s+door|across))|(?:\b(?:le|la|les|un|une|ce|cette|ces|du|des|au|aux)\s+|(?:^|[.!?]\s*))locataires?\b(?!\s+(?:du\s+(?:bas|haut|dessus|dessous)|d'en\s+(?:haut|bas)|d'a\s+cote|voisins?))/;
const LANDLORD_NAMED =
  /\b(?:landlord|landlady|landlords|owner|owners|lessor|property\s+manager|proprio|proprios|proprietaires?|locateurs?|locatrices?)\b/;
const TENANT_WORD = /\b(?:tenants?|lessees?|renters?|locataires?)\b/;

export function readRoleFromWording(question: string): QuestionnaireUserType | undefined {
  const text = foldAccents(question);
  const landlord = LANDLORD_WORDING.test(text);
  const tenant = TENANT_WORDING.test(text);
  if (landlord !== tenant) return landlord ? 'landlord' : 'tenant';
  if (landlord) return undefined;
  const selfLandlord = LANDLORD_SELF.test(text);
  const selfTenant = TENANT_SELF.test(text);
  if (selfLandlord !== selfTenant) return selfLandlord ? 'landlord' : 'tenant';
  if (selfLandlord) return undefined;
  const namesLandlord = LANDLORD_NAMED.test(text);
  if (TENANT_NAMED.test(text) && !namesLandlord) return 'landlord';
  if (namesLandlord && !TENANT_WORD.test(text)) return 'tenant';
  return undefined;
}

/** The questionnaire's role when given, else the one the question's wording shows. */
export function readAskerRole(
  question: string,
  given: QuestionnaireUserType | null | undefined,
): QuestionnaireUserType | undefined {
  return given ?? readRoleFromWording(question);
}

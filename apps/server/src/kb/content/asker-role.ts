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
 * A sub-tenant says whom he sublets from ("I'm subletting from the tenant", « je sous-loue une
 * chambre au locataire », « le logement d'un gars »); one who sublets his own dwelling says to
 * whom. Read first: such a question also names "the tenant" as a third person.
 */
const SUBTENANT_SELF =
  /\b(?:i'?m|i\s+am)\s+(?:a|the)\s+sub-?\s?tenant\b|\bsub-?\s?(?:let|lett|leas)(?:ing)\s+(?:[a-z']+\s+){0,3}?from\b|\bje\s+suis\s+(?:le\s+|la\s+|une?\s+)?sous-?\s?locataire\b|\bje\s+sous-?\s?loue\s+(?:[a-z']+\s+){0,3}?(?:d'un|d'une|du|de\s+la|au|aux|a\s+la|chez)\b/;

/**
 * What only an owner says of himself: what he owns or lets ("I own a triplex", "renting out my unit",
 * "my triplex", « j'ai un locataire », « comme propriétaire », « je veux reprendre le logement »).
 * Not "my building", « mon logement » or a bare "I own": tenants say those of where they live
 * ("I own my mobile home but rent the lot").
 */
const LANDLORD_OWN =
  /\bi\s+own\s+(?:a|an|the|this)\s+(?:building|duplex|triplex|[0-9]+-?plex|plex|rental)\b|\b(?:rent(?:ing)?|rented|lease|leasing|leased)\s+out\b|\b(?:my|our)\s+(?:(?:rental\s+)?(?:propert(?:y|ies)|units)|rental\s+units?|(?:duplex|triplex|fourplex|[0-9]+-?plex|plex|revenue\s+property))\b|\bi\s+have\s+(?:a|one|two|three|[0-9]+)\s+tenants?\b|\b(?:i'?m|i\s+am)\s+buying\s+(?:a|an|the)\s+(?:building|duplex|triplex|[0-9]+-?plex|plex)\b|\bj'?\s*ai\s+(?:un|une|des|deux|trois|[0-9]+)\s+locataires?\b|\b(?:mes|nos)\s+logements\b|\b(?:mon|notre)\s+(?:duplex|triplex|quadruplex|plex|[0-9]+-?plex|immeuble\s+a\s+revenus)\b|\b(?:comme|en\s+tant\s+que)\s+(?:proprio|proprietaire|locateur|locatrice)\b|\bj'?\s*ach[eè]te\s+(?:un|une|l')\s*(?:immeuble|duplex|triplex|plex|bloc)\b|\bje\s+(?:veux|voudrais|vais)\s+reprendre\s+(?:le|mon|un)\s+logement\b/;
/** What a tenant says of himself: his lease ("my lease", « mon bail »). */
const TENANT_OWN =
  /\b(?:my|our)\s+(?:current\s+|new\s+|old\s+)?lease\b|\b(?:mon|notre)\s+(?:propre\s+)?bail\b/;

/**
 * A notice only a landlord sends, received by the asker or sent to him ("I received a notice of
 * repossession", "they served me an eviction notice", « l'avis de reprise que j'ai reçu », « il m'a
 * envoyé un avis d'augmentation »): the person it is sent to is the tenant, who answers it
 * (TAL-809A → TAL-811A, TAL-806A → TAL-810A: issue 10 §6), whatever else he calls "my triplex".
 */
const TENANT_RECEIVED =
  /\b(?:received|got|get|(?:sent|gave|handed|served|mailed)\s+(?:me|us))\s+(?:a|an|the|this)\s+(?:(?:repossession|eviction|rent\s+increase|increase)\s+notice|notice\s+of\s+(?:repossession|eviction|(?:rent\s+)?increase|modification|works))\b|\bavis\s+(?:de\s+reprise|d'eviction|d'augmentation|de\s+modification|de\s+travaux)\b[^.?!]{0,40}\bj'?\s*ai\s+recu\b|\b(?:j'?\s*ai\s+recu|(?:m|nous)'?\s*a\s+(?:envoye|donne|remis|signifie|transmis))\s+(?:un|l'|une|cet|cette)\s*avis\s+(?:de\s+reprise|d'eviction|d'augmentation|de\s+modification|de\s+travaux)\b/;

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
  if (SUBTENANT_SELF.test(text)) return 'sub-tenant';
  const landlord = LANDLORD_WORDING.test(text);
  const tenant = TENANT_WORDING.test(text);
  if (landlord !== tenant) return landlord ? 'landlord' : 'tenant';
  if (landlord) return undefined;
  const selfLandlord = LANDLORD_SELF.test(text);
  const selfTenant = TENANT_SELF.test(text);
  if (selfLandlord !== selfTenant) return selfLandlord ? 'landlord' : 'tenant';
  if (selfLandlord) return undefined;
  if (TENANT_RECEIVED.test(text)) return 'tenant';
  // The asker's own things, before the parties he names: "my lease says the tenant pays…".
  const ownsLandlord = LANDLORD_OWN.test(text);
  const ownsTenant = TENANT_OWN.test(text);
  if (ownsLandlord !== ownsTenant) return ownsLandlord ? 'landlord' : 'tenant';
  if (ownsLandlord) return undefined;
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

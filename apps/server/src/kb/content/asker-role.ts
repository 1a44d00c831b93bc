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
 * statements of a case). Round 29 reads who speaks before the words he uses: someone else's
 * quoted words name no party of his, the one who writes the lease or evicts is the landlord, the
 * one evicted or whose building was bought the tenant, and "my lease" beside a tenant who acts
 * (« le locataire dit ») is the landlord's (18 misreadings over the sixteen sets → 1).
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
 * Owners who say so together ("we're the owners", « on est deux propriétaires »): the plural of
 * LANDLORD_SELF.
 */
const LANDLORD_SELF_PLURAL =
  /\b(?:we'?re|we\s+are)\s+(?:the\s+|both\s+|co-?)?(?:owners|landlords|lessors)\b|\b(?:on\s+est|nous\s+sommes)\s+(?:les\s+|deux\s+|co-?)?(?:proprios|proprietaires|locateurs)\b/;

/**
 * A tenant asks whether he is one ("am I a tenant", « je suis-tu locataire », « ça fait de moi un
 * locataire ») and a co-op's member lives in a dwelling the co-op lets to him (art. 1955: « un
 * logement loué par une coopérative d'habitation à l'un de ses membres »): both speak from the
 * tenant's side, though "a tenant" then reads like a third person.
 */
const TENANT_SIDE =
  /\b(?:am\s+i|are\s+we)\s+(?:still\s+)?(?:a|the|considered\s+(?:a|the))\s+(?:tenants?|renters?|lessees?)\b|\bmakes?\s+(?:me|us)\s+(?:a|the)\s+(?:tenants?|lessees?)\b|\b(?:suis-je|je\s+suis-tu|est-ce\s+que\s+je\s+suis)\s+(?:encore\s+)?(?:un\s+|une\s+|le\s+|la\s+)?locataire\b|\bde\s+(?:moi|nous)\s+(?:un|une|des|le|la|les)\s+locataires?\b|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:a\s+)?members?\s+of\s+(?:a|the|our|my)\s+(?:housing\s+)?co-?op|\b(?:i|we)\s+live\s+in\s+(?:a|the)\s+(?:housing\s+)?co-?op|\b(?:je\s+suis|on\s+est|nous\s+sommes)\s+membres?\s+(?:d'une|de\s+la|de\s+ma|de\s+notre)\s+coop|\b(?:j'?\s*habite|je\s+reste|je\s+vis|on\s+(?:habite|reste|vit))\s+(?:dans|en)\s+(?:une|la)\s+coop/;

/**
 * A sub-tenant says whom he sublets from ("I'm subletting from the tenant", « je sous-loue une
 * chambre au locataire », « le logement d'un gars »); one who sublets his own dwelling says to
 * whom. Read first: such a question also names "the tenant" as a third person.
 */
const SUBTENANT_SELF =
  /\b(?:i'?m|i\s+am)\s+(?:a|the)\s+sub-?\s?tenant\b|\bsub-?\s?(?:letting|leasing|let|lease|leased)\s+(?:[a-z']+\s+){0,3}?from\b|\bje\s+suis\s+(?:le\s+|la\s+|une?\s+)?sous-?\s?locataire\b|\bje\s+sous-?\s?loue\s+(?:[a-z']+\s+){0,3}?(?:d'un|d'une|du|de\s+la|au|aux|a\s+la|chez)\b/;

/**
 * One who sublets ("I sublet", « je sous-loue ») but not his own dwelling ("my place", « une
 * chambre de mon 5½ »): beside "the tenant" named as a third person (« la locataire payait »),
 * he sublets from that tenant.
 */
const SUBLETS_NOT_OWN =
  /\b(?:i'?m|i\s+am|i|we|we'?re|we\s+are|i'?ve\s+been|i\s+have\s+been)\s+sub-?\s?(?:letting|leasing|let|lease|leased)\b(?!(?:\s+[^\s.?!]+){0,3}?\s+(?:my|our)\b)|\bje\s+sous-?\s?loue\b(?!(?:\s+[^\s.?!]+){0,3}?\s+(?:mon|ma|mes|notre|nos)\b)/;

/**
 * The one the tenant lives with, who names him as one of his own ("my mom is the tenant", "my
 * boyfriend (the tenant)"): an occupant (art. 1938's person who lives with the tenant).
 */
const OCCUPANT_SELF =
  /\b(?:my|mon|ma)\s+[a-z']+\s+(?:is|was|est|etait)\s+(?:the|le|la)\s+(?:tenant|lessee|locataire)\b|\b(?:my|mon|ma)\s+[a-z']+(?:\s+[a-z']+)?\s*\((?:the|le|la)\s+(?:tenant|lessee|locataire)\)/;

/**
 * The lease is another's, one the asker names as his own ("my girlfriend's name is on the lease",
 * "only he's on the lease", « le bail est à son nom », « c'est lui qui a signé le bail »): the one
 * who lives with the tenant, art. 1938's occupant, whatever he then says of "the tenant" ("can I
 * become the tenant"). Read only when he names no landlord (a tenant's words often name the lease
 * of a co-tenant beside "the landlord says").
 */
const OCCUPANT_LEASE_OTHERS =
  /\b(?:(?:his|her)\s+name|my\s+[a-z']+'s\s+name)\s+(?:is|was)\s+(?:the\s+only\s+one\s+)?on\s+the\s+lease\b|\b(?:only\s+(?:he|she)(?:'s|\s+is|\s+was)|(?:he|she)(?:'s|\s+is|\s+was)\s+the\s+only\s+one)\s+on\s+the\s+lease\b|\bonly\s+(?:his|her)\s+name\s+(?:is\s+|was\s+)?on\s+(?:the\s+)?lease\b|\blease\s+(?:is|was)\s+(?:only\s+)?in\s+(?:his|her)\s+name\b|\bbail\s+(?:est|etait)\s+(?:juste\s+|seulement\s+)?a\s+son\s+nom\b|\bc'?\s*(?:est|etait)\s+(?:lui|elle)\s+qui\s+(?:a|avait)\s+signe\s+le\s+bail\b|\bc'?\s*(?:est|etait)\s+(?:lui|elle)\s+qui\s+(?:est|etait)\s+sur\s+le\s+bail\b/;

/**
 * Who writes the lease's clauses: the lessor, whose form the lease is (the catalogue's BAIL is
 * the lessor's). "Can I put a clause in my lease", « je veux mettre dans mon bail que… » is asked
 * by the landlord, though he says "my lease".
 */
const LANDLORD_WRITES =
  /\b(?:i|we)\s+(?:(?:can|could|want\s+to|wanna|would\s+like\s+to|need\s+to|have\s+to|plan\s+to)\s+)?(?:put|include|write|insert)\b[^.?!]{0,40}?\bin(?:to)?\s+(?:my|our|the)\s+leases?\b|\b(?:je|j'|on|nous)\s*(?:(?:peux|peut|veux|veut|voudrais|vais|va|dois|doit|pourrais)(?:-tu)?\s+)?(?:mettre|inclure|ecrire|inserer)\b[^.?!]{0,40}?\bdans\s+(?:mon|mes|le|les|notre|nos)\s+(?:bail|baux)\b/;

/**
 * Who evicts and who is evicted (art. 1959: the lessor evicts the lessee): "can I evict", « on
 * peut évincer les résidents » is the landlord; "they want to evict me", « veut m'évincer » the
 * tenant.
 */
const LANDLORD_EVICTS =
  /\b(?:i|we)\s+(?:(?:can|could|want\s+to|wanna|would\s+like\s+to|plan\s+to|need\s+to|have\s+to)\s+)?(?:just\s+)?evict\b|\b(?:je|j'|on|nous)\s*(?:peux|peut|pouvons|veux|veut|voulons|voudrais|vais|va|dois|doit)(?:-tu)?\s+(?:les\s+|l'|le\s+|la\s+)?(?:evincer|expulser)\b/;
/**
 * The one who leaves the dwelling or his lease ("I want to move out in February", « je veux
 * partir avant la fin du bail »): the tenant (arts. 1946, 1974: his notices to end the lease).
 */
const TENANT_LEAVES =
  /\b(?:i|we)\s+(?:(?:want|need|have|plan|intend|would\s+like|'d\s+like)\s+to|wanna|gotta|(?:am|'m|are|'re)\s+(?:going\s+to|planning\s+to))\s+(?:move\s+out|break\s+(?:the|my|our)\s+lease)\b|\b(?:je|j'|on)\s*(?:veux|veut|voudrais|voudrait|dois|doit|vais|va|aimerais|pense|peux|peut)(?:-tu)?\s+(?:partir|demenager|quitter\s+(?:le|mon|l')\s*(?:logement|appart(?:ement)?))\b/;
const TENANT_EVICTED =
  /\b(?:evict|evicting|evicted)\s+(?:me|us)\b|\b(?:m|nous)'?\s*(?:evincer|expulser|evince|expulse)\b|\b(?:me|nous)\s+(?:mettre|jeter|sortir)\s+dehors\b/;

/**
 * Someone else bought the building the asker lives in ("the new owner bought our 6-plex", « une
 * compagnie a acheté notre immeuble »): he is its tenant, whatever he calls "our plex".
 */
const TENANT_HOME_BOUGHT =
  /\b(?<!\b(?:i|we|i'?ve|we'?ve|have|just)\s)(?:bought|purchased|acquired)\s+(?:our|my)\s+(?:building|duplex|triplex|fourplex|[0-9]+-?plex|plex)\b|(?<!\bon\s)\ba\s+(?:achete|rachete|acquis)\s+(?:notre|mon)\s+(?:immeuble|bloc|duplex|triplex|quadruplex|plex|[0-9]+-?plex)\b/;

/**
 * What only an owner says of himself: what he owns or lets ("I own a triplex", "renting out my unit",
 * "my triplex", « j'ai un locataire », « comme propriétaire », « je veux reprendre le logement »).
 * Not "my building", « mon logement » or a bare "I own": tenants say those of where they live
 * ("I own my mobile home but rent the lot").
 */
const LANDLORD_OWN =
  /\bi\s+own\s+(?:a|an|the|this)\s+(?:building|duplex|triplex|[0-9]+-?plex|plex|rental)\b|\b(?:rent(?:ing)?|rented|lease|leasing|leased)\s+out\b|\b(?:my|our)\s+(?:(?:rental\s+)?(?:propert(?:y|ies)|units)|rental\s+units?|(?:duplex|triplex|fourplex|[0-9]+-?plex|plex|revenue\s+property))\b|\bi\s+have\s+(?:a|one|two|three|[0-9]+)\s+tenants?\b|\b(?:i'?m|i\s+am)\s+buying\s+(?:a|an|the)\s+(?:building|duplex|triplex|[0-9]+-?plex|plex)\b|\bj'?\s*ai\s+(?:un|une|des|deux|trois|[0-9]+)\s+locataires?\b|\b(?:mes|nos)\s+logements\b|\b(?:mon|notre)\s+(?:duplex|triplex|quadruplex|plex|[0-9]+-?plex|immeuble\s+a\s+revenus)\b|\b(?:comme|en\s+tant\s+que)\s+(?:proprio|proprietaire|locateur|locatrice)\b|\bj'?\s*ach[eè]te\s+(?:un|une|l')\s*(?:immeuble|duplex|triplex|plex|bloc)\b|\b(?:je|on|nous)\s+(?:veux|veut|voulons|voudrais|voudrait|vais|va|allons)\s+reprendre\s+(?:le|la|mon|ma|un|notre|l')\s*(?:logement|appart(?:ement)?|unite|[0-9]+\s*(?:et\s+demi|1\/2|½)|rez-de-chaussee|sous-sol|bas|haut|[0-9]+(?:e|er|ieme)(?:\s+etage)?)\b|\b(?:we|i)\s+(?:just\s+)?(?:bought|purchased)\s+(?:a|an|the)\s+(?:building|duplex|triplex|fourplex|[0-9]+-?plex|plex)\b|\b(?:on\s+a|nous\s+avons|j'?\s*ai)\s+achete\s+(?:un|une|l')\s*(?:immeuble|duplex|triplex|quadruplex|plex|[0-9]+-?plex|bloc)\b/;
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
  /(?<!\b(?:comme|like)\s)(?:\b(?:the|a|this|that|one|his|her|their)\s+|(?:^|[.!?]\s*))(?:tenants?|lessees?|renters?)\b(?!\s+(?:upstairs|downstairs|above|below|next\s+door|across))|(?<!\b(?:comme|like)\s)(?:\b(?:le|la|les|un|une|ce|cette|ces|du|des|au|aux)\s+|(?:^|[.!?]\s*))locataires?\b(?!\s+(?:du\s+(?:bas|haut|dessus|dessous)|d'en\s+(?:haut|bas)|d'a\s+cote|voisins?))/;
const LANDLORD_NAMED =
  /\b(?:landlord|landlady|landlords|owner|owners|lessor|property\s+manager|proprio|proprios|proprietaires?|locateurs?|locatrices?)\b/;
const TENANT_WORD = /\b(?:tenants?|lessees?|renters?|locataires?)\b/;
const LEASE_WORD = /\b(?:leases?|clauses?|bail|baux)\b/;

/**
 * Someone else's words, quoted ("lease clause: 'if the tenant misses one payment…'", « t'es pas
 * mon locataire »): the parties they name are not the asker's, so they are left out. A single
 * quote opens after a space or a colon and closes before one, so « l'année » stays.
 */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»|(?<=^|[\s:(])'(?=[a-z0-9])[^]*?[^\s]'(?=[\s.,;:!?)]|$)/g;

/**
 * The tenant as one definite person who acts ("the tenant says", "tenant's boyfriend", « la
 * locataire dit »), not "a tenant" in general (« ça sert à quoi pour un locataire? »).
 */
const TENANT_ACTING =
  /(?:\b(?:the|this|that)\s+|^)(?:tenant|lessee|renter)(?:'s)?\b(?!\s+(?:upstairs|downstairs|above|below|next\s+door|across))|(?:\b(?:le|la|ce|cette)\s+|^)locataire\b(?!\s+(?:du\s+(?:bas|haut|dessus|dessous)|d'en\s+(?:haut|bas)|d'a\s+cote|voisins?))/;

/** The tenant acting in a sentence that does not state the lease (« Le locataire dit… »). */
function namesTenantBesideLease(text: string): boolean {
  return text
    .split(/[.!?\n]+/)
    .map((sentence) => sentence.trim())
    .some((sentence) => TENANT_ACTING.test(sentence) && !LEASE_WORD.test(sentence));
}

export function readRoleFromWording(question: string): QuestionnaireUserType | undefined {
  const text = foldAccents(question).replace(/[’‘]/g, "'").replace(QUOTED, ' ');
  if (SUBTENANT_SELF.test(text)) return 'sub-tenant';
  if (SUBLETS_NOT_OWN.test(text) && TENANT_NAMED.test(text)) return 'sub-tenant';
  const landlord = LANDLORD_WORDING.test(text);
  const tenant = TENANT_WORDING.test(text);
  if (landlord !== tenant) return landlord ? 'landlord' : 'tenant';
  if (landlord) return undefined;
  const selfLandlord = LANDLORD_SELF.test(text) || LANDLORD_SELF_PLURAL.test(text);
  const selfTenant = TENANT_SELF.test(text) || TENANT_SIDE.test(text);
  if (selfLandlord !== selfTenant) return selfLandlord ? 'landlord' : 'tenant';
  if (selfLandlord) return undefined;
  if (OCCUPANT_SELF.test(text)) return 'occupant';
  if (TENANT_RECEIVED.test(text) || TENANT_HOME_BOUGHT.test(text)) return 'tenant';
  if (LANDLORD_WRITES.test(text)) return 'landlord';
  const evicts = LANDLORD_EVICTS.test(text);
  const evicted = TENANT_EVICTED.test(text) || TENANT_LEAVES.test(text);
  if (evicts !== evicted) return evicts ? 'landlord' : 'tenant';
  // The asker's own things, before the parties he names: "my lease says the tenant pays…".
  const ownsLandlord = LANDLORD_OWN.test(text);
  const ownsTenant = TENANT_OWN.test(text);
  const namesLandlord = LANDLORD_NAMED.test(text);
  if (ownsLandlord !== ownsTenant) {
    if (ownsLandlord) return 'landlord';
    // "My lease" is the landlord's too when the tenant acts apart from it (« Le locataire dit »).
    return namesTenantBesideLease(text) && !namesLandlord ? 'landlord' : 'tenant';
  }
  if (ownsLandlord) return undefined;
  if (OCCUPANT_LEASE_OTHERS.test(text) && !namesLandlord) return 'occupant';
  if (TENANT_NAMED.test(text) && !namesLandlord) return 'landlord';
  if (namesLandlord && !TENANT_WORD.test(text)) return 'tenant';
  return undefined;
}

/**
 * The questionnaire's role when given, else the one the question's wording shows. A sub-tenant
 * who answered "tenant" (he is the lessee of his sublease) and says whom he sublets from is read
 * as the sub-tenant: the sublessor's notices are not his.
 */
export function readAskerRole(
  question: string,
  given: QuestionnaireUserType | null | undefined,
): QuestionnaireUserType | undefined {
  if (given === 'tenant')
    return readRoleFromWording(question) === 'sub-tenant' ? 'sub-tenant' : given;
  return given ?? readRoleFromWording(question);
}

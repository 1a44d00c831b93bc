import type { Source } from '@lexlogis/contracts';
import { OUT_OF_SCOPE_ANSWER_PREFIX } from '@lexlogis/contracts';
import { foldAccents } from '../lib/fold-accents';
import type { AnswerLang } from './answer-types';
import { findCitations } from './citation-finder';

/**
 * Decides whether the offline composer should decline a question as outside Quebec housing
 * law. Search always finds *something*, so an answer needs both sources and a question that
 * talks about housing (or cites an article, form or decision); anything else is declined
 * rather than answered from unrelated passages.
 */

/**
 * Whole words, accents removed, as regular-expression fragments; a space or a hyphen stands for
 * either (" ?" for an optional one). Word starts are not enough: every word starting with "rent" is not about housing
 * ("rental car"), and "parent" or "talk" must not match "rent" or "TAL".
 */

/** What stands before a dwelling's size ("my 4 1/2", « ce 5 et demi »). */
const SIZE_DETERMINERS =
  '(?:a|an|my|our|the|this|their|his|her|your|un|une|mon|notre|le|ce|son|leur|votre)';

/** Words that only housing questions use: one is enough. */
const HOUSING_WORDS = [
  // English
  'landlords?', 'landlad(?:y|ies)', 'tenants?', 'tenanc(?:y|ies)', 'lessors?', 'lessees?',
  'apartments?', 'apts?', 'dwellings?', 'housing', 'condos?', 'condominiums?', 'roommates?',
  'sublet(?:s|ting)?', 'sublease[sd]?', 'subleasing', 'evict(?:s|ed|ing|ions?)?',
  'repossess(?:es|ed|ing|ion)?', 'bed bugs?', 'bedbugs?', 'cockroach(?:es)?', 'vermin',
  'superintendents?', 'janitors?', '(?:du|tri|multi)?plex(?:es)?', 'tal',
  'unfit for habitation', '(?:my|our|your|his|her|their) (?:lease|rent)',
  // French
  'baux', 'loyers?', 'logements?', 'locataires?', 'colocataires?', 'locat(?:eur|rice)s?',
  'proprios?', '(?:mon|ma|notre|votre|leur|son) (?:proprietaire|locateur)', 'appartements?',
  'apparts?', 'sous ?lo(?:cation|cataire|uer|ue|uee|uent)s?', 'expulsions?', 'evictions?',
  'evinc\\w*', 'reprise de (?:logement|possession)', 'reconduction', 'insalubres?',
  'moisissures?', 'punaises?', 'coquerelles?', 'vermine', 'concierges?', 'hlm',
  '(?:mon|notre|votre|leur|son) bail', 'regie du logement', 'avis d\\W?augmentation',
  // Dwellings art. 1892 and arts. 1979–1983 name, in everyday words.
  'mobile homes?', 'maisons? mobiles?', 'trailer parks?', 'student residences?', 'dorms?',
  'dormitor(?:y|ies)', 'residences? (?:etudiantes?|universitaires?|(?:au|du) cegep)',
  // Quebec's way to give a dwelling's size: "a 4 1/2", « un 5 ½ », « le 5 et demi ».
  `${SIZE_DETERMINERS} \\d ?(?:1/2|½)`, `${SIZE_DETERMINERS} \\d (?:et demie?|and a half)`,
]; // prettier-ignore

/**
 * Words housing questions use, but so do others ("rent a car", "car repairs", "renew a
 * passport"): they count unless the question names something other than a home.
 */
const SHARED_WORDS = [
  'rent(?:s|ed|ing|ers?)?', 'rentals?', 'lease[sd]?', 'leasing', 'rooms?', 'deposits?',
  'repair(?:s|ed|ing)?', 'renew(?:s|ed|ing|als?)?', 'heat(?:ing|er)', 'mou?ld(?:y)?', 'pests?',
  'neighbou?rs?', 'move out', 'moving out', 'utilities', 'premises', 'flats?', 'houses?',
  'bail', 'louer', 'lou(?:e|ee|es|ees|ons|ez|ent)', 'locations?', 'chambres?', 'depots?',
  'reparations?', 'renouvel\\w*', 'chauffage', 'voisin(?:e|s|es)?', 'demenag\\w*',
  'immeubles?', 'coproprietes?', 'proprietaires?', 'maisons?',
  // The building and what a dwelling comes with: the landlord's to deliver and repair (arts.
  // 1854, 1864, 1910–1913), and what a tenant names instead of the lease.
  'buildings?', 'batiments?', 'blocs?', 'plumbing', 'plomberie', 'basements?', 'sous ?sols?',
  'balcon(?:s|y|ies)?', 'ceilings?', 'plafonds?', 'toilets?', 'toilettes?', 'fridges?', 'frigos?',
  'refrigerat(?:ors?|eurs?)', 'stoves?', 'furnaces?', 'fournaises?', 'radiat(?:ors?|eurs?)',
  'calorifer(?:e|es)', 'water heaters?', 'chauffe ?eau', 'smoke (?:detectors?|alarms?)',
  'detecteurs? de fumee', 'move in', 'moving in', 'emmenag\\w*',
  // What the landlord hands over with the dwelling (art. 1854's delivery): its keys, doors and
  // windows (« on m'a remis les clés … pas de poignées de porte »).
  'keys', 'cles', 'doors?', 'portes?', 'windows?', 'fenetres?',
]; // prettier-ignore

/** Things one rents, repairs or renews that are not a dwelling. */
const OTHER_OBJECTS = [
  'cars?', 'vehicles?', 'trucks?', 'vans?', 'minivans?', 'suvs?', 'motorcycles?', 'bikes?',
  'bicycles?', 'scooters?', 'boats?', 'kayaks?', 'canoes?', 'tools?', 'equipment', 'machinery',
  'cameras?', 'costumes?', 'tuxedos?', 'dress(?:es)?', 'movies?', 'films?', 'videos?', 'dvds?',
  'video games?', 'consoles?', 'skis', 'snowboards?', 'textbooks?', 'passports?', 'phones?',
  'laptops?', 'computers?', 'tires?', 'tyres?', 'banks?', 'subscriptions?', 'memberships?',
  'voitures?', 'autos?', 'automobiles?', 'vehicules?', 'camions?', 'camionnettes?', 'motos?',
  'velos?', 'bateaux?', 'outils?', 'equipements?', 'machines?', 'robes?', 'jeux video',
  'passeports?', 'telephones?', 'cellulaires?', 'ordinateurs?', 'pneus?', 'banques?',
  'abonnements?',
]; // prettier-ignore

function toWordPattern(words: readonly string[]): RegExp {
  const alternatives = words.map((word) =>
    word.replace(/ \?|[- ]/g, (separator) => (separator === ' ?' ? '[-\\s]?' : '[-\\s]+')),
  );
  return new RegExp(`(?<!\\p{L})(?:${alternatives.join('|')})(?!\\p{L})`, 'u');
}

const HOUSING = toWordPattern(HOUSING_WORDS);
const SHARED = toWordPattern(SHARED_WORDS);
const OTHER = toWordPattern(OTHER_OBJECTS);

/**
 * A shared word counts unless its own sentence names another object: "Can I rent a car?" is not
 * about housing, but in "I haven't moved in yet, the truck is outside. Can I get out of the
 * lease?" the truck is a detail of a housing story.
 */
export function mentionsHousing(question: string): boolean {
  // "auto-" before a word is a prefix ("auto-renewal", « auto-renouvellement »), not a car.
  const text = foldAccents(question).replace(/(?<!\p{L})auto-(?=\p{L})/giu, '');
  if (HOUSING.test(text)) return true;
  return text
    .split(/[.?!;:\n]+/)
    .some((sentence) => SHARED.test(sentence) && !OTHER.test(sentence));
}

/** What else says a question is about housing, beyond its own words. */
export type ScopeSignals = {
  /** A situation guide matched the question confidently. */
  guided?: boolean;
  /**
   * The question's words lease an immovable that is not a dwelling (a garage, land, premises:
   * dwelling-only.ts). Arts. 1851–1891 govern any lease of a thing, so such a question is about
   * lease law even when it names a boat or tools kept there.
   */
  leaseOfImmovable?: boolean;
  /**
   * The question's words lease a movable (a truck, a machine: dwelling-only.ts). "Can I rent a
   * car?" is a shopping question; a movable leased under a contract or for a stated term ("a 3
   * month contract", « jusqu'au 30 novembre ») is a lease whose parties ask about their rights,
   * which arts. 1851–1891 govern whatever the thing.
   */
  leaseOfMovable?: boolean;
};

/**
 * A contract, or a lease's term: art. 1851 leases a thing "pendant un certain temps", whatever
 * the time: "3 month contract", "for 3 weeks", "by the month", "for the summer", « à la
 * semaine », « pour la saison », « jusqu'au 30 novembre ».
 */
const LEASE_TERM = new RegExp(
  [
    'contracts?', 'contrats?', 'agreements?', 'until', 'till', 'jusqu\\W?(?:au|a|en)',
    '\\d+[-\\s]?(?:days?|weeks?|months?|years?|yrs?|jours?|semaines?|mois|ans?|annees?)',
    '(?:by|per|a|each|every) (?:the )?(?:day|week|month|year|season)', 'daily', 'weekly', 'monthly',
    'for (?:the|a|one|the whole) (?:week|month|summer|winter|season|year)',
    '(?:a la|par|pour la|pour une) (?:journee|semaine|saison)', '(?:au|par|pour le|pour un) mois',
    '(?:par|pour l\\W?|pour un) (?:an|annee|ete|hiver)', 'pour l\\W?(?:ete|hiver)',
  ]
    .map((term) => term.replace(/ /g, '\\s+'))
    .join('|')
    .replace(/^/, '(?<!\\p{L})(?:')
    .concat(')(?!\\p{L})'),
  'u',
); // prettier-ignore

export function statesLeaseTerm(question: string): boolean {
  return LEASE_TERM.test(foldAccents(question).toLowerCase());
}

export function isQuestionInScope(
  question: string,
  sources: readonly Source[],
  signals: ScopeSignals = {},
): boolean {
  if (sources.length === 0) return false;
  if (mentionsHousing(question) || findCitations(question).length > 0) return true;
  if (signals.leaseOfImmovable === true) return true;
  if (signals.leaseOfMovable === true && statesLeaseTerm(question)) return true;
  // A question whose words a housing guide recognised confidently is about housing, unless it
  // names something else that is rented. The questionnaire alone is no such sign: a tenant may
  // still ask about something else.
  return signals.guided === true && !OTHER.test(foldAccents(question));
}

const OUT_OF_SCOPE_TEXT: Record<AnswerLang, string> = {
  en:
    `${OUT_OF_SCOPE_ANSWER_PREFIX.en} does not appear to be about Quebec housing law ` +
    '(residential leases, rent, repairs, repossession or eviction, and the Tribunal ' +
    'administratif du logement). I can only answer questions on that subject. Please ' +
    'describe your lease or housing situation and ask again.',
  fr:
    `${OUT_OF_SCOPE_ANSWER_PREFIX.fr} ne semble pas porter sur le droit du logement au Québec ` +
    '(baux résidentiels, loyer, réparations, reprise ou éviction, Tribunal administratif du ' +
    'logement). Je ne peux répondre qu’aux questions sur ce sujet. Décrivez votre bail ou ' +
    'votre situation de logement et posez votre question de nouveau.',
};

/** Plain text on purpose: the client shows these answers without Markdown (spec 01 §5). */
export function buildOutOfScopeAnswer(lang: AnswerLang): string {
  return OUT_OF_SCOPE_TEXT[lang];
}

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
 * Word starts, accents removed: "loyer" covers "loyers", "evict" covers "eviction". A "$"
 * means the whole word only ("tal" must not match "talk"). Words as common outside housing
 * as "notice", "building" or "avis" are left out on purpose.
 */
const HOUSING_WORDS = [
  'landlord|landlad|tenant|tenanc|lessor|lessee|lease|rent|apartment|apt$|flat$|dwelling',
  'housing|condo|room|sublet|sublease|evict|repossess|deposit|renew|repair|mold|mould|heating',
  'pest$|pests$|cockroach|bedbug|bed bug|vermin|neighbo|move out|tal$|regie|premises',
  'unfit for habitation|superintendent|janitor|utilities',
  'bail|baux|loyer|logement|locataire|locateur|locatrice|proprietaire|proprio|appartement',
  'appart|chambre|colocataire|sous-lo|sous lo|expulsion|eviction|evince|reprise|depot',
  'renouvel|reconduction|reparation|moisissure|chauffage|punaise|coquerelle|vermine|voisin',
  'demenag|immeuble|copropriet|concierge|habitation|insalubre',
]
  .join('|')
  .split('|');

function toPattern(word: string): string {
  const whole = word.endsWith('$');
  const body = (whole ? word.slice(0, -1) : word).replace(/[-\s]/g, '[-\\s]');
  return whole ? `${body}(?!\\p{L})` : body;
}

const WORD_PATTERN = new RegExp(
  `(?:^|[^\\p{L}])(?:${HOUSING_WORDS.map(toPattern).join('|')})`,
  'u',
);

export function mentionsHousing(question: string): boolean {
  return WORD_PATTERN.test(foldAccents(question));
}

export function isQuestionInScope(question: string, sources: readonly Source[]): boolean {
  if (sources.length === 0) return false;
  return mentionsHousing(question) || findCitations(question).length > 0;
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

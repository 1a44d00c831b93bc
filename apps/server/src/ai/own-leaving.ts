import type { QuestionnaireUserType, StatedAnswers } from '@lexlogis/contracts';
import { foldAccents } from '../lib/fold-accents';
import { readLeaseTerm } from './lease-term';

/**
 * A tenant with a lease of indeterminate term (month to month, no end date) who wants to leave
 * of their own will. Art. 1946 decides it (the tenant's notice ending such a lease, with the
 * delays of art. 1942: one to two months ahead); the lease's kind is the question's subject,
 * not a side fact, so the lease-term guide leads, and the landlord's repossession (arts.
 * 1957–1970: art. 1960's notice, the Tribunal's authorization) is another situation.
 * Read only when the question states the lease's kind in words (`readLeaseTerm`) and says the
 * asker is leaving or ending it; a question that names a repossession or an eviction is not one.
 */

export const LEASE_TERM_GUIDE = 'lease-term-and-renewal';

/** The asker ending the lease or moving out: "I want to move out", « je veux déménager ». */
const OWN_LEAVING = [
  /\b(?:i|i'm|im|we|we're)\b[^.?!]{0,40}\b(?:move out|moving out|move|moving|leave|leaving|quit|end (?:it|my lease|the lease|our lease)|terminate|give (?:my |our )?notice)\b/,
  /\b(?:je|j'|nous|on)\b[^.?!]{0,40}\b(?:demenag\w*|partir|pars|quitter|quitte|resilier|mettre fin|donner (?:un |mon |le )?(?:avis|preavis))\b/,
  /\bhow (?:much|far ahead|long)\b[^.?!]{0,30}\b(?:notice|tell|warn|advance)\b/,
  /\b(?:combien|quel|quelle)\b[^.?!]{0,30}\b(?:preavis|avis|d'avance|a l'avance)\b/,
];
/** The landlord's will, not the tenant's: a repossession, an eviction, "wants me out". */
const LANDLORD_ENDS = [
  /\b(?:repossess\w*|evict\w*|kick\w* (?:me|us) out|wants? (?:me|us) out|take (?:it|the \w+) back)\b/,
  /\b(?:repren\w*|reprise|evinc\w*|eviction|expuls\w*|mettre dehors|me sortir)\b/,
];

/** Arts. 1957–1970: the repossession of a dwelling and the eviction, the landlord's rights. */
export function isRepossessionArticle(article: string): boolean {
  const number = Number.parseFloat(article);
  return number >= 1957 && number <= 1970;
}

/** True when a tenant (or an asker of no known role) says they are ending such a lease. */
export function isOwnLeavingOfIndeterminateLease(
  question: string,
  role: QuestionnaireUserType | undefined,
  questionnaire: StatedAnswers | null | undefined,
  now: Date,
): boolean {
  if (role === 'landlord') return false;
  if (readLeaseTerm(question, questionnaire, now).term !== 'indeterminate') return false;
  const text = foldAccents(question.toLowerCase()).replace(/[’]/g, "'");
  if (LANDLORD_ENDS.some((pattern) => pattern.test(text))) return false;
  return OWN_LEAVING.some((pattern) => pattern.test(text));
}

/** The guides for such a tenant: not those on the landlord's repossession or eviction. */
export function keepGuidesForLeaving<T extends { guide: { answer: { articles: string[] } } }>(
  guides: T[],
  leaving: boolean,
): T[] {
  if (!leaving) return guides;
  return guides.filter(({ guide }) => !guide.answer.articles.every(isRepossessionArticle));
}

/** Arts. 1974, 1974.1, 1976: a tenant's resiliation for a cause (a senior's residence, violence, employment ending). */
const CAUSES_OF_LEAVING = new Set(['1974', '1974.1', '1976']);

/** True when a chosen guide rests on a cause of leaving the law gives its own rule and delay. */
export function hasOwnCauseOfLeaving(
  guides: ReadonlyArray<{ guide: { answer: { articles: string[] } } }>,
): boolean {
  return guides.some(({ guide }) => guide.answer.articles.some((a) => CAUSES_OF_LEAVING.has(a)));
}

import { foldAccents } from '../lib/fold-accents';

/**
 * Facts a question states that a situation guide's conditions turn on: the age of the person
 * concerned and how long they have lived in the dwelling. Read only from explicit wording
 * ("I am 72", "72 years old", « j'ai 72 ans », "for 12 years", « depuis 12 ans »); anything
 * vaguer is left unknown rather than guessed.
 */
export type QuestionFacts = { age?: number; yearsInDwelling?: number };

const WORD_NUMBERS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40,
  deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11,
  douze: 12, quinze: 15, vingt: 20, trente: 30, quarante: 40,
}; // prettier-ignore
const NUMBER = String.raw`(\d{1,3}|${Object.keys(WORD_NUMBERS).join('|')})`;

const AGE_PATTERNS = [
  String.raw`\b${NUMBER}[-\s]*(?:years?|yrs?)[-\s]*old\b`,
  String.raw`\baged?\s+${NUMBER}\b`,
  String.raw`\b(?:i\s*am|i'?m|he\s+is|she\s+is|he'?s|she'?s|is)\s+${NUMBER}\b(?!\s*(?:years?|yrs?)\s+(?:in|there|here|living))(?!\s*(?:%|\$|dollars?|months?|days?|weeks?))`,
  String.raw`\b(?:j'?\s*ai|il\s+a|elle\s+a|agee?s?\s+de)\s+${NUMBER}\s+ans\b`,
  // Art. 1959.1 protects the tenant or the spouse: « mon mari a 66 ans » is read as the asker's
  // own ("my wife is 67" already is, through "is 67").
  String.raw`\b(?:mari|femme|conjointe?|epouse?|chum|blonde)\s+a\s+${NUMBER}\s+ans\b`,
].map((source) => new RegExp(source, 'i'));

const RESIDENCE_PATTERNS = [
  // "for 12 years" only after living or renting there, so a lease length is not read as one.
  String.raw`\b(?:lived|living|live|been|resided|stayed|occupied|rented|renting)\b[^.;?!]{0,40}?\bfor\s+(?:the\s+(?:last|past)\s+)?(?:over\s+|more\s+than\s+)?${NUMBER}\s+years?\b`,
  String.raw`\b${NUMBER}\s+years?\s+(?:in\s+(?:the|this|my|our|his|her)\s+(?:apartment|dwelling|unit|home|place|flat)|living\s+there|there)\b`,
  String.raw`\bdepuis\s+(?:plus\s+de\s+)?${NUMBER}\s+ans\b`,
  String.raw`\bca\s+fait\s+(?:plus\s+de\s+)?${NUMBER}\s+ans\s+qu`,
].map((source) => new RegExp(source, 'i'));

function readNumber(token: string | undefined): number | undefined {
  if (!token) return undefined;
  const value = /^\d+$/.test(token) ? Number(token) : WORD_NUMBERS[token.toLowerCase()];
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}

function findFirst(patterns: readonly RegExp[], text: string): number | undefined {
  for (const pattern of patterns) {
    const value = readNumber(pattern.exec(text)?.[1]);
    if (value !== undefined) return value;
  }
  return undefined;
}

export function readQuestionFacts(question: string): QuestionFacts {
  const text = foldAccents(question).replace(/[’]/g, "'");
  const age = findFirst(AGE_PATTERNS, text);
  const years = findFirst(RESIDENCE_PATTERNS, text);
  return {
    // An age outside an adult's life is a misreading (a rent, a unit number), not an age.
    ...(age !== undefined && age >= 18 && age <= 110 && { age }),
    ...(years !== undefined && years <= 80 && { yearsInDwelling: years }),
  };
}

/**
 * The questionnaire as guide matching reads it: an age of 65 or more stated in the question
 * counts as the questionnaire's answer. Search and the composer both read it so, so their
 * guides come from the same facts.
 */
export function withQuestionFacts<Q extends { tenant65Over?: unknown }>(
  questionnaire: Q | null | undefined,
  question: string,
): Q | { tenant65Over: true } | null {
  const { age } = readQuestionFacts(question);
  if (age !== undefined && age >= 65) return { ...questionnaire, tenant65Over: true };
  return questionnaire ?? null;
}

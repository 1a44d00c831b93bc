import { FORM_ID_PATTERN } from '../../ai/source-references';
import { isNumberWord, readNumberWords, type ContentLang } from './number-words';

/**
 * The quantities a legal text states: delays, durations, ages, percentages and amounts. They are
 * what drifts when the law is amended (art. 1852 went from 15 days to "sept jours"), so the
 * grounding check compares them, value and unit, between our notes and the article text.
 */

export type QuantityUnit = 'day' | 'week' | 'month' | 'year' | 'hour' | 'percent' | 'dollar';
export type Quantity = { value: number; unit: QuantityUnit; text: string };

const UNITS: Record<ContentLang, Record<string, QuantityUnit>> = {
  en: {
    day: 'day',
    days: 'day',
    week: 'week',
    weeks: 'week',
    month: 'month',
    months: 'month',
    year: 'year',
    years: 'year',
    yr: 'year',
    yrs: 'year',
    hour: 'hour',
    hours: 'hour',
    hr: 'hour',
    hrs: 'hour',
    percent: 'percent',
    '%': 'percent',
    $: 'dollar',
    dollar: 'dollar',
    dollars: 'dollar',
  },
  fr: {
    jour: 'day',
    jours: 'day',
    journee: 'day',
    journees: 'day',
    semaine: 'week',
    semaines: 'week',
    mois: 'month',
    an: 'year',
    ans: 'year',
    annee: 'year',
    annees: 'year',
    heure: 'hour',
    heures: 'hour',
    h: 'hour',
    '%': 'percent',
    $: 'dollar',
    dollar: 'dollar',
    dollars: 'dollar',
  },
};
/** Two-word units: "per cent", "pour cent". */
const PERCENT_WORDS: Record<ContentLang, [string, string]> = {
  en: ['per', 'cent'],
  fr: ['pour', 'cent'],
};
/** Words that may stand between a number and its unit: "12 consecutive months", "12 premiers mois". */
const ADJECTIVES: Record<ContentLang, Set<string>> = {
  en: new Set(['consecutive', 'full', 'clear', 'calendar', 'additional', 'further', 'working']),
  fr: new Set(['premiers', 'premieres', 'derniers', 'dernieres', 'prochains', 'prochaines']),
};
/** "10 to 20 days", "deux ou trois mois": every number of the list takes the unit. */
const LIST_CONNECTORS: Record<ContentLang, Set<string>> = {
  en: new Set(['to', 'and', 'or', 'through']),
  fr: new Set(['a', 'et', 'ou', 'to']),
};
/** "once a month", "$500 a month": a rate, not a quantity of one month. */
const RATE_WORDS = new Set(['once', 'twice', 'thrice', 'times', 'per']);
const AGE_AFTER = new Set(['older', 'over', 'above', 'up']);

/**
 * References are numbers but not quantities: articles ("art. 1942", "arts. 1942 à 1947",
 * "1959.1", "1942 C.c.Q."), sections and paragraphs ("s. 6", "4°", "1er"), chapter codes
 * ("T-15.01, r. 3"), history lines ("1991, c. 64"), form ids ("TAL-810A").
 */
const REFERENCES: RegExp[] = [
  FORM_ID_PATTERN,
  /\b(?:articles?|arts?)\.?\s*\d+(?:\.\d+)?(?:\s*(?:,|et|and|or|ou|à|to|through|-|–)\s*\d{4}(?:\.\d+)?)*/gi,
  /\b1[89]\d\d(?:\.\d+)?\s*(?:C\.\s?c\.\s?Q\b\.?|C\.C\.Q\b\.?|CCQ\b)/gi,
  /\b1[89]\d\d\.\d+\b/g,
  /\b(?:ss?|r|al|para|par|subpar)\.\s*\d+(?:\.\d+)*/gi,
  /\b(?:sections?|paragraphs?|subparagraphs?|alinéas?)\s+\d+(?:\.\d+)*/gi,
  /\b[A-Z]{1,3}-\d+(?:\.\d+)*(?:,\s*r\.\s*\d+)?/g,
  /\b(?:19|20)\d{2},\s*c\.\s*\d+/g,
  /\b(?:O\.C\.|D\.|N\.I\.|I\.N\.)\s*[\d-]+/g,
  /\d+\s*°/g,
  /\b\d+(?:er|re|e|ème|eme|st|nd|rd|th)\b/gi,
];
const BARRIER = '|';
const NUMBER_PATTERN: Record<ContentLang, RegExp> = {
  en: /^(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)$/,
  fr: /^(?:\d{1,3}(?: \d{3})+(?:,\d+)?|\d+(?:,\d+)?)$/,
};
const TOKEN_PATTERN: Record<ContentLang, RegExp> = {
  en: /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|[a-z]+|[%$]|[^\s\-–'’a-z\d]/g,
  fr: /\d{1,3}(?: \d{3})+(?:,\d+)?|\d+(?:,\d+)?|[a-z]+|[%$]|[^\s\-–'’a-z\d]/g,
};

function to24Hours(hour: number, half: string): number {
  if (half === 'a') return hour === 12 ? 0 : hour;
  return hour === 12 ? 12 : hour + 12;
}

/** Lower case, no accents, references masked, clock times and digit ranges spelled out. */
export function tokenizeForQuantities(text: string, lang: ContentLang): string[] {
  let prepared = REFERENCES.reduce(
    (value, pattern) => value.replace(pattern, ` ${BARRIER} `),
    text.normalize('NFC'),
  );
  prepared = prepared
    .replace(/\b(\d{1,2})(?::\d{2})?\s*([ap])\.?\s?m\b\.?/gi, (_, hour: string, half: string) => {
      return ` ${to24Hours(Number(hour), half.toLowerCase())} hours `;
    })
    .replace(/\b(\d{1,2})\s*h\s*\d{2}\b/gi, '$1 heures')
    .replace(/(\d)\s*[-–]\s*(?=\d)/g, '$1 to ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/[\u00a0\u202f]/g, ' ')
    .toLowerCase();
  return [...prepared.matchAll(TOKEN_PATTERN[lang])].map((match) =>
    /^[^\s%$a-z\d]$/.test(match[0]) ? BARRIER : match[0],
  );
}

function readDigits(token: string | undefined, lang: ContentLang): number | undefined {
  if (token === undefined || !NUMBER_PATTERN[lang].test(token)) return undefined;
  const plain = lang === 'en' ? token.replace(/,/g, '') : token.replace(/ /g, '').replace(',', '.');
  return Number(plain);
}

function readNumber(tokens: readonly string[], index: number, lang: ContentLang) {
  const digits = readDigits(tokens[index], lang);
  if (digits !== undefined) return { value: digits, next: index + 1 };
  return readNumberWords(tokens, index, lang);
}

function readUnit(
  tokens: readonly string[],
  start: number,
  lang: ContentLang,
): { unit: QuantityUnit; next: number } | null {
  let index = start;
  while (index < start + 2 && ADJECTIVES[lang].has(tokens[index] ?? '')) index += 1;
  const token = tokens[index];
  if (token === undefined) return null;
  const [first, second] = PERCENT_WORDS[lang];
  if (token === first && tokens[index + 1] === second) return { unit: 'percent', next: index + 2 };
  const unit = UNITS[lang][token];
  return unit ? { unit, next: index + 1 } : null;
}

/** "aged 65", "age of 65", "65 or older": an age with no unit word, in years. */
function isBareAge(tokens: readonly string[], start: number, next: number): boolean {
  const before = tokens[start - 1];
  if (before === 'aged' || before === 'age') return true;
  if (before === 'of' && tokens[start - 2] === 'age') return true;
  const connector = tokens[next];
  return (connector === 'or' || connector === 'and') && AGE_AFTER.has(tokens[next + 1] ?? '');
}

/** Every quantity stated in `text`, in order; `lang` is the language the text is written in. */
export function extractQuantities(text: string, lang: ContentLang): Quantity[] {
  const tokens = tokenizeForQuantities(text, lang);
  const found: Quantity[] = [];
  let lastEnd = -1;
  const push = (values: number[], unit: QuantityUnit, start: number, end: number) => {
    const words = tokens.slice(start, end).join(' ');
    for (const value of values) found.push({ value, unit, text: words });
    lastEnd = end;
  };
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (
      lang === 'fr' &&
      token === 'dans' &&
      tokens[index + 1] === 'le' &&
      tokens[index + 2] === 'mois' &&
      // « dans le mois où le réajustement doit prendre effet » (art. 1949) names a calendar
      // month, as the English "within the month in which" does: no delay of one month.
      tokens[index + 3] !== 'ou' // accents are folded: « où »
    ) {
      // "dans le mois de la réception" is the Code's way of saying "within one month of".
      push([1], 'month', index, index + 3);
      index += 3;
      continue;
    }
    if (lang === 'en' && (token === 'a' || token === 'an')) {
      const isRate = lastEnd === index || RATE_WORDS.has(tokens[index - 1] ?? '');
      const unit =
        isRate || isNumberWord(tokens[index + 1] ?? '', lang)
          ? null
          : readUnit(tokens, index + 1, lang);
      if (unit && unit.unit !== 'percent' && unit.unit !== 'dollar')
        push([1], unit.unit, index, unit.next);
      index = unit?.next ?? index + 1;
      continue;
    }
    const first = readNumber(tokens, index, lang);
    if (!first) {
      if (token === '$' && readDigits(tokens[index + 1], lang) !== undefined) {
        push([readDigits(tokens[index + 1], lang)!], 'dollar', index, index + 2);
        index += 2;
        continue;
      }
      index += 1;
      continue;
    }
    const values = [first.value];
    let next = first.next;
    while (LIST_CONNECTORS[lang].has(tokens[next] ?? '')) {
      const more = readNumber(tokens, next + 1, lang);
      if (!more) break;
      values.push(more.value);
      next = more.next;
    }
    const unit = readUnit(tokens, next, lang);
    if (unit) push(values, unit.unit, index, unit.next);
    else if (lang === 'en' && isBareAge(tokens, index, next)) push(values, 'year', index, next);
    index = unit?.next ?? next;
  }
  return found;
}

/** "6 months": the form the check's messages and comparisons use. */
export function formatQuantity(quantity: Pick<Quantity, 'value' | 'unit'>): string {
  const names: Record<QuantityUnit, string> = {
    day: 'day',
    week: 'week',
    month: 'month',
    year: 'year',
    hour: 'hour',
    percent: '%',
    dollar: '$',
  };
  if (quantity.unit === 'percent' || quantity.unit === 'dollar') {
    return `${quantity.value} ${names[quantity.unit]}`;
  }
  return `${quantity.value} ${names[quantity.unit]}${quantity.value === 1 ? '' : 's'}`;
}

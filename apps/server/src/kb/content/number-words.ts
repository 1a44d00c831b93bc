/**
 * Numbers written in words, in English and in French, as the law writes its delays ("dix jours",
 * "soixante-cinq ans") and as notes paraphrase them ("ten days", "sixty-five"). Tokens are
 * lower case without accents; hyphens have already split compounds into tokens.
 */

export type ContentLang = 'en' | 'fr';

const EN_SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const FR_SMALL: Record<string, number> = {
  zero: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
};

const HUNDRED = { en: new Set(['hundred']), fr: new Set(['cent', 'cents']) };
const THOUSAND = { en: new Set(['thousand']), fr: new Set(['mille']) };
/** "one hundred and five", "vingt et un": the connector inside a compound. */
const INNER_CONNECTOR = { en: 'and', fr: 'et' };

function readSmall(token: string | undefined, lang: ContentLang): number | undefined {
  if (token === undefined) return undefined;
  return (lang === 'en' ? EN_SMALL : FR_SMALL)[token];
}

export function isNumberWord(token: string, lang: ContentLang): boolean {
  return (
    readSmall(token, lang) !== undefined || HUNDRED[lang].has(token) || THOUSAND[lang].has(token)
  );
}

/**
 * Whether `next` continues a compound whose last added part was `last` and whose value below a
 * hundred is `belowHundred`: "sixty" + "five", "soixante" + "dix" + "sept", but never "two" +
 * "three", which are two numbers ("two or three" is read by the caller as a list).
 */
function continuesCompound(belowHundred: number, last: number, next: number, lang: ContentLang) {
  if (belowHundred === 0) return true;
  if (last >= 20 && last % 10 === 0 && next < 10 && next > 0) return true;
  if (lang === 'fr' && (last === 60 || last === 80) && next >= 10 && next < 20) return true;
  // "dix-sept", "soixante-dix-neuf": French builds 17–19 and 77–79, 97–99 on "dix".
  return lang === 'fr' && last === 10 && next >= 7 && next <= 9;
}

/**
 * Reads a number written in words starting at `start`: "sixty-five", "soixante-cinq",
 * "quatre-vingt-dix", "vingt et un", "one hundred and twenty". Returns its value and the index
 * of the first token after it, or null when no number word starts there.
 */
export function readNumberWords(
  tokens: readonly string[],
  start: number,
  lang: ContentLang,
): { value: number; next: number } | null {
  let total = 0;
  let current = 0;
  let last = 0;
  let index = start;
  let read = false;
  while (index < tokens.length) {
    const token = tokens[index]!;
    const small = readSmall(token, lang);
    if (small !== undefined) {
      if (lang === 'fr' && small === 20 && read && last === 4 && tokens[index - 1] === 'quatre') {
        // "quatre-vingt(s)": four twenties, not four plus twenty.
        current += 76;
        last = 80;
      } else if (!read || continuesCompound(current % 100, last, small, lang)) {
        current += small;
        last = small;
      } else break;
    } else if (HUNDRED[lang].has(token)) {
      current = (current === 0 ? 1 : current) * 100;
      last = 100;
    } else if (THOUSAND[lang].has(token)) {
      total += (current === 0 ? 1 : current) * 1000;
      current = 0;
      last = 1000;
    } else if (token === INNER_CONNECTOR[lang] && read) {
      const after = readSmall(tokens[index + 1], lang);
      const joins =
        after !== undefined &&
        (lang === 'en'
          ? last >= 100 && current % 100 === 0
          : last >= 20 && last < 100 && (after === 1 || after === 11));
      if (!joins) break;
    } else break;
    read = true;
    index += 1;
  }
  return read ? { value: total + current, next: index } : null;
}

/**
 * Text normalisation for the answer scorer: a key fact counts when its words appear in the
 * answer whatever the case, accents, punctuation, or whether a number is written in words or
 * digits ("trois mois" = "3 mois", "ten days" = "10 days").
 */

const UNITS: Record<string, number> = {
  un: 1,
  une: 1,
  one: 1,
  deux: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
  cinq: 5,
  five: 5,
  six: 6,
  sept: 7,
  seven: 7,
  huit: 8,
  eight: 8,
  neuf: 9,
  nine: 9,
};
const TEENS: Record<string, number> = {
  dix: 10,
  ten: 10,
  onze: 11,
  eleven: 11,
  douze: 12,
  twelve: 12,
  treize: 13,
  thirteen: 13,
  quatorze: 14,
  fourteen: 14,
  quinze: 15,
  fifteen: 15,
  seize: 16,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  vingt: 20,
  twenty: 20,
  trente: 30,
  thirty: 30,
  quarante: 40,
  forty: 40,
  cinquante: 50,
  fifty: 50,
  soixante: 60,
  sixty: 60,
};

/** "vingt quatre" → 24, "dix sept" → 17, "trois" → 3; other words are kept as they are. */
function replaceNumberWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const next = words[i + 1];
    const unit = next === undefined ? undefined : UNITS[next];
    if (word in TENS && unit !== undefined) {
      out.push(String(TENS[word]! + unit));
      i += 1;
    } else if (word === 'dix' && unit !== undefined && unit >= 7) {
      out.push(String(10 + unit));
      i += 1;
    } else {
      const value = UNITS[word] ?? TEENS[word] ?? TENS[word];
      out.push(value === undefined ? word : String(value));
    }
  }
  return out;
}

/**
 * Lower-case words without accents, digits split from letters ("21h" → "21 h"), numbers as digits.
 * `joinCompounds` writes a compound as one word ("post-dated" → "postdated"); by default its parts
 * are separate words, as the number words need ("vingt-quatre" → "24").
 */
export function toMatchWords(text: string, joinCompounds = false): string[] {
  let plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "7 p.m." and "7 pm" are the same time.
    .replace(/\b([ap])\.\s?m\b\.?/g, '$1m');
  if (joinCompounds) plain = plain.replace(/([a-z])-(?=[a-z])/g, '$1');
  plain = plain
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/%/g, ' % ')
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();
  return plain ? replaceNumberWords(plain.split(' ')) : [];
}

/**
 * The text prepared for containsPhrase: its words between single spaces, then, past a separator
 * no phrase can contain, the same words with compounds joined, so that "post-dated" and
 * "postdated" are one word to the scorer.
 */
export function toMatchText(text: string): string {
  return ` ${toMatchWords(text).join(' ')} | ${toMatchWords(text, true).join(' ')} `;
}

/** Whether the phrase's words appear together, whole words only, in the prepared text. */
export function containsPhrase(preparedText: string, phrase: string): boolean {
  const words = toMatchWords(phrase);
  if (words.length === 0) return false;
  return (
    preparedText.includes(` ${words.join(' ')} `) ||
    preparedText.includes(` ${toMatchWords(phrase, true).join(' ')} `)
  );
}

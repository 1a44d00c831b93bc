import type { Source } from '@lexlogis/contracts';
import { extractQuantities, formatQuantity, type Quantity } from '../kb/content/quantities';
import type { AnswerLang } from './answer-types';
import { maskUncheckedText } from './citation-checker';

/**
 * A remote model may state a delay or an amount no source gives ("10 days", "$500", "5%"):
 * the citation checker cannot see it, since nothing is cited. Like an unverified citation, it
 * is marked where it stands rather than removed, so the reader knows which figure nobody could
 * check. A quantity counts as verified when one of the quoted articles states the same value
 * and unit, whether in digits or in words, in French or in English ("trois mois" = "3 months").
 */
export const UNVERIFIED_QUANTITY_MARK: Record<AnswerLang, string> = {
  en: '[delay or amount not verified]',
  fr: '[délai ou montant non vérifié]',
};

export type QuantityCheck = {
  /** The answer with a mark after each delay or amount the quoted articles do not state. */
  text: string;
  unverified: Quantity[];
};

/** The quantities the articles among the sources state, as keys ("3 months"). */
function collectArticleQuantities(sources: readonly Source[]): Set<string> {
  const keys = new Set<string>();
  for (const source of sources) {
    if (source.type !== 'LAW' && source.type !== 'MODIFIED_LAW') continue;
    for (const quantity of extractQuantities(source.content ?? '', source.lang ?? 'fr')) {
      keys.add(formatQuantity(quantity));
    }
  }
  return keys;
}

const TRAILING_PUNCTUATION = /[.,;:!?)\]»”"'’]+$/;

/**
 * Where each quantity of a line ends: the line is read word by word, and a quantity ends at the
 * word whose prefix first states it ("10 to 20 days" ends both at "days"). The mark then goes
 * after that word, before its punctuation.
 */
function locateQuantities(line: string, lang: AnswerLang) {
  const located: Array<{ quantity: Quantity; end: number }> = [];
  let seen = 0;
  for (const word of line.matchAll(/\S+/g)) {
    const wordEnd = word.index + word[0].length;
    const found = extractQuantities(line.slice(0, wordEnd), lang);
    if (found.length <= seen) continue;
    const end = wordEnd - (TRAILING_PUNCTUATION.exec(word[0])?.[0].length ?? 0);
    for (const quantity of found.slice(seen)) located.push({ quantity, end });
    seen = found.length;
  }
  return located;
}

/** Marks each delay or amount of `text` that none of the quoted articles states. */
export function checkQuantities(
  text: string,
  sources: readonly Source[],
  lang: AnswerLang,
): QuantityCheck {
  const grounded = collectArticleQuantities(sources);
  const masked = maskUncheckedText(text, sources);
  const marks: Array<{ quantity: Quantity; end: number }> = [];
  let lineStart = 0;
  for (const line of masked.split('\n')) {
    for (const { quantity, end } of locateQuantities(line, lang)) {
      if (!grounded.has(formatQuantity(quantity))) marks.push({ quantity, end: lineStart + end });
    }
    lineStart += line.length + 1;
  }
  const mark = ` ${UNVERIFIED_QUANTITY_MARK[lang]}`;
  let checked = text;
  // From the end, so earlier offsets stay valid; one mark per place, however many quantities.
  const ends = [...new Set(marks.map((entry) => entry.end))].sort((left, right) => right - left);
  for (const end of ends) checked = checked.slice(0, end) + mark + checked.slice(end);
  return { text: checked, unverified: marks.map((entry) => entry.quantity) };
}

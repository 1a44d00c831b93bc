import {
  EN_ADVERB,
  EN_HAVE,
  EN_KEPT_LY,
  EN_LEMMAS,
  EN_NEGATABLE,
  EN_PARTICIPLE,
  EN_PARTY_POSSESSOR,
  EN_SAME_STEM,
  EN_TIME_UNIT,
  FR_WORDS,
  PRONOUN_CLASS,
  SKIPPED,
  type Lang,
} from './match-fact-words';
import { toMatchWords } from './match-text';

/**
 * The key-fact match of the answer scorer, one step looser than containsPhrase: the same words in
 * the same order, whatever their inflection ("re-rents" = "re-rented", « ramenée » = « ramené »),
 * contraction ("doesn't" = "does not"), article, possessive or personal pronoun ("the rent you pay"
 * = "the rent he pays", « diminution du loyer » = « diminution de loyer »), English words that
 * name one thing ("sublease" = "sublet", "terminate the lease" = "end the lease"), plus a few readings
 * that keep the fact (the word lists and why: match-fact-words.ts): "have to" as "must", "for
 * each year" as "per year", "10 days' notice" as "a notice of 10 days", a parenthesised aside, an "-ly" adverb or a party named as possessor
 * left out of the answer. A negation ("not", « ne », « pas », "no") always counts, so "can
 * terminate" never matches "cannot terminate", and no other word may stand between two of the
 * phrase's words. A phrase left with one word is matched only with its pronouns read by class.
 */

/** A crude suffix stripper: both sides go through it, so it only has to be consistent. */
function stemWord(word: string, lang: Lang): string {
  if (/^\d/.test(word)) return word;
  if (lang === 'en' && word in EN_LEMMAS) return stemWord(EN_LEMMAS[word]!, lang);
  let stem = word;
  if (stem.length > 3 && /[sx]$/.test(stem) && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  if (lang === 'en') {
    if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
    else if (stem.length > 4 && stem.endsWith('ed')) stem = stem.slice(0, -2);
    else if (stem.length > 3 && stem.endsWith('ie')) stem = `${stem.slice(0, -2)}y`;
  } else {
    if (stem.length > 5 && /e[rz]$/.test(stem)) stem = stem.slice(0, -2);
    if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  }
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return lang === 'en' ? (EN_SAME_STEM[stem] ?? stem) : stem;
}

interface FactReading {
  joinCompounds?: boolean;
  /** Possessives and personal pronouns read as their class instead of skipped. */
  classPronouns?: boolean;
  /** English "-ly" adverbs and parties named as possessors skipped. */
  dropAdverbs?: boolean;
}

/** The words a key fact is matched on, in `lang`'s normalisation. */
export function toFactWords(text: string, lang: Lang, reading: FactReading = {}): string[] {
  const words = toMatchWords(text, reading.joinCompounds ?? false);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    if (lang === 'en' && words[i + 1] === 't' && word in EN_NEGATABLE) {
      out.push(stemWord(EN_NEGATABLE[word]!, lang), 'not');
      i += 1;
      continue;
    }
    if (lang === 'en' && (word === 'a' || word === 'an') && EN_TIME_UNIT.test(words[i + 1] ?? '')) {
      out.push('1');
      continue;
    }
    if (lang === 'en' && EN_HAVE.test(word)) {
      const next = words[i + 1] ?? '';
      // "have to put up with" is "must put up with": the same obligation in other words.
      if (next === 'to') {
        out.push('must');
        i += 1;
        continue;
      }
      if (EN_PARTICIPLE.test(next)) continue;
    }
    if (lang === 'en' && word === 'cannot') {
      out.push('can', 'not');
      continue;
    }
    // "one month's rent for each year" states "one month's rent per year".
    if (
      lang === 'en' &&
      word === 'for' &&
      /^(each|every)$/.test(words[i + 1] ?? '') &&
      EN_TIME_UNIT.test(words[i + 2] ?? '')
    ) {
      out.push('per');
      i += 1;
      continue;
    }
    if (reading.dropAdverbs && lang === 'en' && EN_ADVERB.test(word) && !EN_KEPT_LY.has(word)) {
      continue;
    }
    if (
      (reading.dropAdverbs || reading.classPronouns) &&
      lang === 'en' &&
      EN_PARTY_POSSESSOR.test(word) &&
      words[i + 1] === 's'
    ) {
      // Read by class, "the tenant's spouse" is "your spouse".
      if (reading.classPronouns) out.push('_poss');
      i += 1;
      continue;
    }
    // "deemed to accept" and "deemed accepted" are one presumption.
    if (lang === 'en' && word === 'to' && /^deem/.test(words[i - 1] ?? '')) continue;
    const mapped = lang === 'fr' ? (FR_WORDS[word] ?? word) : word;
    const pronounClass = reading.classPronouns ? PRONOUN_CLASS[lang][mapped] : undefined;
    if (pronounClass) {
      out.push(pronounClass);
      continue;
    }
    if (SKIPPED[lang].has(mapped)) continue;
    out.push(stemWord(mapped, lang));
  }
  return lang === 'en' ? toNoticeOfDelay(out) : out;
}

const NOTICE_UNIT = /^(hour|day|week|month|year)$/;

/** "10 days' (prior) notice" is "a (prior) notice of 10 days": one word order for both. */
function toNoticeOfDelay(words: string[]): string[] {
  const out = [...words];
  for (let i = 0; i + 2 < out.length; i += 1) {
    if (!/^\d+$/.test(out[i]!) || !NOTICE_UNIT.test(out[i + 1]!)) continue;
    const prior = out[i + 2] === 'prior' ? 1 : 0;
    if (out[i + 2 + prior] !== 'notic') continue;
    out.splice(i, 3 + prior, ...(prior ? ['prior'] : []), 'notic', 'of', out[i]!, out[i + 1]!);
  }
  return out;
}

/**
 * The answer prepared once for containsFact, in each of its readings: as written and with
 * compounds joined; without its parenthesised asides, since a gloss set inside a phrase ("cannot
 * forbid (refuse) access") leaves the phrase stated around it; without "-ly" adverbs and parties
 * named as possessors, with and without the asides; and with pronouns read by class, for the
 * one-word facts.
 */
export function toFactText(text: string, lang: Lang): string {
  const withoutAsides = text.replace(/\s*\([^()\n]*\)/g, '');
  return [
    toFactWords(text, lang),
    toFactWords(text, lang, { joinCompounds: true }),
    toFactWords(withoutAsides, lang),
    toFactWords(text, lang, { dropAdverbs: true }),
    toFactWords(withoutAsides, lang, { dropAdverbs: true }),
    toFactWords(text, lang, { classPronouns: true }),
  ]
    .map((words) => ` ${words.join(' ')} `)
    .join('|');
}

/** Whether the key-fact phrase is stated in the prepared answer, in the looser sense above. */
export function containsFact(preparedText: string, phrase: string, lang: Lang): boolean {
  const words = toFactWords(phrase, lang);
  // One word left ("a month" → "month", « résilié » → "resili") says too little on its own: a
  // one-word fact counts only word for word (containsPhrase), or with its pronouns read by class.
  if (words.length < 2) {
    const classed = toFactWords(phrase, lang, { classPronouns: true });
    return classed.length >= 2 && preparedText.includes(` ${classed.join(' ')} `);
  }
  return (
    preparedText.includes(` ${words.join(' ')} `) ||
    preparedText.includes(` ${toFactWords(phrase, lang, { joinCompounds: true }).join(' ')} `)
  );
}

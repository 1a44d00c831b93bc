import { toMatchWords } from './match-text';

/**
 * The key-fact match of the answer scorer, one step looser than containsPhrase: the same words in
 * the same order, whatever their inflection ("re-rents" = "re-rented", « ramenée » = « ramené »),
 * contraction ("doesn't" = "does not"), article, possessive or personal pronoun ("the rent you pay"
 * = "the rent he pays", « diminution du loyer » = « diminution de loyer »). Nothing else is
 * skipped: a negation ("not", « ne », « pas », "no") always counts, so "can terminate" never
 * matches "cannot terminate", and no word may stand between two of the phrase's words. A phrase
 * left with one word is not matched here at all.
 */

type Lang = 'en' | 'fr';

/** "doesn't" reaches here as "doesn t". */
const EN_NEGATABLE: Record<string, string> = {
  can: 'can',
  won: 'will',
  don: 'do',
  doesn: 'does',
  didn: 'did',
  isn: 'is',
  aren: 'are',
  wasn: 'was',
  weren: 'were',
  hasn: 'has',
  haven: 'have',
  hadn: 'had',
  shouldn: 'should',
  wouldn: 'would',
  couldn: 'could',
  mustn: 'must',
  needn: 'need',
};

/**
 * Words that carry no fact of their own: articles, possessives and personal pronouns (« y » too),
 * and the connective "however" (« toutefois », « cependant »): "cannot, however, cancel" states
 * "cannot cancel".
 */
const SKIPPED: Record<Lang, ReadonlySet<string>> = {
  en: new Set(
    'the a an this that these those his her hers their theirs your yours its my our he she they you it we i him them me us s however'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les l son sa ses leur leurs votre vos ton ta tes mon ma mes notre nos ce cet cette ces il elle ils elles vous tu je j on nous lui y toutefois cependant'.split(
      ' ',
    ),
  ),
};

/** French contractions of « de » and « à » with the article, and the elided words. */
const FR_WORDS: Record<string, string> = {
  du: 'de',
  des: 'de',
  d: 'de',
  au: 'a',
  aux: 'a',
  n: 'ne',
  qu: 'que',
  s: 'se',
  m: 'me',
  t: 'te',
  c: 'ce',
};

/**
 * English verbs the suffix stripper cannot reach ("does" and "do", "has" and "have"), and "may"
 * read as "can": a person "can" do what the law says they "may" do, and "may not" what they
 * "cannot".
 */
const EN_LEMMAS: Record<string, string> = {
  does: 'do',
  did: 'do',
  done: 'do',
  has: 'have',
  had: 'have',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  been: 'be',
  may: 'can',
  could: 'can',
};

/**
 * "a month" and "one month" are the same delay: the scorer reads "one" as "1" (match-text.ts) and
 * drops the article "a", so before a unit of time the article is read as the number.
 */
const EN_TIME_UNIT = /^(hour|day|week|month|year)s?$/;

/**
 * A past participle after "have": "deemed to have accepted" states what "deemed to accept" does,
 * so the auxiliary is skipped (the suffix stripper then reads "accepted" as "accept").
 */
const EN_HAVE = /^(have|has|had)$/;
const EN_PARTICIPLE =
  /^(\w+ed|paid|made|left|sent|sold|told|got|done|been|seen|taken|given|written|chosen|broken|known|shown|proven|gotten)$/;

/** A crude suffix stripper: both sides go through it, so it only has to be consistent. */
function stemWord(word: string, lang: Lang): string {
  if (/^\d/.test(word)) return word;
  if (lang === 'en' && word in EN_LEMMAS) return EN_LEMMAS[word]!;
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
  return stem;
}

/** The words a key fact is matched on, in `lang`'s normalisation. */
export function toFactWords(text: string, lang: Lang, joinCompounds = false): string[] {
  const words = toMatchWords(text, joinCompounds);
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
    const mapped = lang === 'fr' ? (FR_WORDS[word] ?? word) : word;
    if (SKIPPED[lang].has(mapped)) continue;
    out.push(stemWord(mapped, lang));
  }
  return out;
}

/**
 * The answer prepared once for containsFact: with and without compounds joined, and without its
 * parenthesised asides, since a gloss set inside a phrase ("cannot forbid (refuse) access") leaves
 * the phrase stated around it.
 */
export function toFactText(text: string, lang: Lang): string {
  const withoutAsides = text.replace(/\s*\([^()\n]*\)/g, '');
  return ` ${toFactWords(text, lang).join(' ')} | ${toFactWords(text, lang, true).join(' ')} | ${toFactWords(withoutAsides, lang).join(' ')} `;
}

/** Whether the key-fact phrase is stated in the prepared answer, in the looser sense above. */
export function containsFact(preparedText: string, phrase: string, lang: Lang): boolean {
  const words = toFactWords(phrase, lang);
  // One word left ("a month" → "month", « résilié » → "resili") says too little on its own: a
  // one-word fact counts only word for word (containsPhrase).
  if (words.length < 2) return false;
  return (
    preparedText.includes(` ${words.join(' ')} `) ||
    preparedText.includes(` ${toFactWords(phrase, lang, true).join(' ')} `)
  );
}

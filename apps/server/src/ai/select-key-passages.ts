import { foldAccents } from '../lib/fold-accents';

/**
 * Picks the sentences of an article worth quoting for a question. The articles are mostly in
 * French while questions come in both languages, so English words of the question are also
 * looked up by their French equivalents. Passages are returned verbatim, in the article's
 * order, so the quotation stays checkable against the source.
 */

const ENGLISH_TO_FRENCH: Record<string, string[]> = {
  rent: ['loyer'],
  increase: ['augment', 'modif'],
  raise: ['augment', 'modif'],
  notice: ['avis'],
  deposit: ['depot', 'somme d'],
  lease: ['bail'],
  renew: ['reconduc'],
  renewal: ['reconduc'],
  refuse: ['refus'],
  landlord: ['locateur'],
  tenant: ['locataire'],
  repair: ['repar'],
  evict: ['evinc', 'evict'],
  eviction: ['evinc', 'evict'],
  repossess: ['reprise', 'reprendre'],
  month: ['mois'],
  months: ['mois'],
  room: ['chambre'],
  cheque: ['cheque'],
  advance: ['avance'],
  late: ['retard'],
  sublet: ['sous-lou', 'sous-loc'],
  heating: ['chauffage'],
  unfit: ['impropre'],
  death: ['deces'],
  spouse: ['conjoint'],
  partner: ['conjoint'],
  girlfriend: ['conjoint'],
  boyfriend: ['conjoint'],
  husband: ['epoux', 'conjoint'],
  wife: ['epoux', 'conjoint'],
  apartment: ['logement'],
  dwelling: ['logement'],
  stay: ['maintien'],
  died: ['deces'],
  dies: ['deces'],
  vacation: ['villegiature'],
  hotel: ['hotelier'],
  commercial: ['autre usage'],
};

const STOPWORDS = new Set(
  'what with that this have from your they them their there does will would could should about which when where into than then also just dans pour avec mais sont vous nous elle leur leurs quoi quel quelle comment peut faire est-ce cette'.split(
    ' ',
  ),
);

function readKeywords(question: string): string[] {
  const words = foldAccents(question).match(/[\p{L}-]{4,}/gu) ?? [];
  const keywords = new Set<string>();
  for (const word of words) {
    if (STOPWORDS.has(word)) continue;
    keywords.add(word.slice(0, 6));
    for (const french of ENGLISH_TO_FRENCH[word] ?? []) keywords.add(french);
  }
  return [...keywords];
}

function score(passage: string, keywords: readonly string[]): number {
  const folded = foldAccents(passage);
  return keywords.filter((keyword) => folded.includes(keyword)).length;
}

/**
 * Sentences of a long paragraph. Only a full stop before a capital ends one: a clause after a
 * semicolon ("cependant, si elle ne se prévaut pas de ce droit…") leans on what precedes it,
 * and quoted alone it would drop the conditions that clause depends on.
 */
function splitSentences(paragraph: string): string[] {
  const sentences = paragraph
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .map((part) => part.trim())
    .filter(Boolean);
  return sentences.length > 0 ? sentences : [paragraph];
}

/** "4° Le bail d’une chambre…": an item of a numbered list. */
const NUMBERED = /^\d+°/;

/** What can be quoted: a paragraph that fits, or one sentence of a longer paragraph. */
function splitUnits(paragraphs: readonly string[], max: number): string[] {
  return paragraphs.flatMap((text) => (text.length <= max ? [text] : splitSentences(text)));
}

/**
 * The line that introduces the list a numbered paragraph belongs to ("Cependant, ces
 * dispositions ne s’appliquent pas aux baux suivants:"): without it, "4° Le bail d’une
 * chambre…" reads as a rule that applies rather than as one of the leases excluded.
 */
function findLeadIn(units: readonly string[], index: number): number | undefined {
  if (!NUMBERED.test(units[index] ?? '')) return undefined;
  let lead = index - 1;
  while (lead >= 0 && NUMBERED.test(units[lead]!)) lead -= 1;
  return lead >= 0 ? lead : undefined;
}

/**
 * The best unit first, then others in score order while they fit in `max`. A unit scoring less
 * than half the best is noise ("Il en est de même…" quoted for one shared word), so it is left
 * out; `required` units come first whatever their score.
 */
function pickUnits(
  units: readonly string[],
  keywords: readonly string[],
  max: number,
  required: readonly number[],
): number[] {
  const chosen = new Set<number>();
  let used = 0;
  const withLeadIn = (index: number) =>
    [findLeadIn(units, index), index].filter(
      (unit): unit is number => unit !== undefined && !chosen.has(unit),
    );
  const take = (index: number) => {
    for (const unit of withLeadIn(index)) {
      chosen.add(unit);
      used += units[unit]!.length;
    }
  };
  for (const index of required) take(index);
  const ranked = units
    .map((unit, index) => ({ index, score: score(unit, keywords) }))
    .sort((left, right) => right.score - left.score || left.index - right.index);
  const best = ranked[0]?.score ?? 0;
  for (const unit of ranked) {
    if (chosen.has(unit.index)) continue;
    const cost = withLeadIn(unit.index).reduce((sum, index) => sum + units[index]!.length, 0);
    const isNoise = unit.score === 0 || unit.score * 2 < best;
    if (chosen.size > 0 && (isNoise || used + cost > max)) continue;
    take(unit.index);
  }
  return [...chosen].sort((left, right) => left - right);
}

export type KeyPassages = { passages: string[]; isComplete: boolean };

export type KeyPassageOptions = {
  max?: number;
  /** A numbered paragraph ("4°") to quote in any case, with the line introducing its list. */
  paragraph?: string;
};

export function selectKeyPassages(
  content: string,
  question: string,
  options: KeyPassageOptions = {},
): KeyPassages {
  const max = options.max ?? 480;
  const paragraphs = content
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (paragraphs.join(' ').length <= max) return { passages: paragraphs, isComplete: true };
  const units = splitUnits(paragraphs, max);
  const marker = options.paragraph;
  const required = marker ? units.findIndex((unit) => unit.startsWith(marker)) : -1;
  const chosen = pickUnits(units, readKeywords(question), max, required >= 0 ? [required] : []);
  return { passages: chosen.map((index) => units[index]!), isComplete: false };
}

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

/** Sentences of a long paragraph; "1°" list items are already paragraphs of their own. */
function splitSentences(paragraph: string): string[] {
  return (
    paragraph
      .match(/[^.;]+(?:[.;]+|$)/g)
      ?.map((part) => part.trim())
      .filter(Boolean) ?? [paragraph]
  );
}

function pickWithin(parts: readonly string[], keywords: readonly string[], max: number): number[] {
  const ranked = parts
    .map((text, index) => ({ index, score: score(text, keywords), length: text.length }))
    .sort((left, right) => right.score - left.score || left.index - right.index);
  const chosen: number[] = [];
  let used = 0;
  for (const part of ranked) {
    if (chosen.length > 0 && (part.score === 0 || used + part.length > max)) continue;
    chosen.push(part.index);
    used += part.length;
  }
  return chosen.sort((left, right) => left - right);
}

export type KeyPassages = { passages: string[]; isComplete: boolean };

export function selectKeyPassages(content: string, question: string, max = 480): KeyPassages {
  const paragraphs = content
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (paragraphs.join(' ').length <= max) return { passages: paragraphs, isComplete: true };
  const keywords = readKeywords(question);
  const chosen = pickWithin(paragraphs, keywords, max).map((index) => paragraphs[index]!);
  if (chosen.length === 1 && chosen[0]!.length > max) {
    const sentences = splitSentences(chosen[0]!);
    const picked = pickWithin(sentences, keywords, max).map((index) => sentences[index]!);
    return { passages: picked, isComplete: false };
  }
  return { passages: chosen, isComplete: false };
}

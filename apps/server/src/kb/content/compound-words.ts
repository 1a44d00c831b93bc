import { contentWords } from './match-words';
import type { SpanReader } from './phrase-span';

/**
 * A phrase's hyphenated compounds are said whole (issue 10, round 12): « sous l'évier … mon
 * locataire » says no part of « sous-locataire », "dire non" no part of "non-payment". Only the
 * compound's last word, its head (« location », "payment"), still counts when found alone.
 */

/** The hyphenated compounds of a phrase, as content words (« sous-location » → sous, location). */
export function readCompounds(text: string, lang: 'en' | 'fr'): string[][] {
  return (text.match(/[\p{L}\d]+(?:-[\p{L}\d]+)+/gu) ?? [])
    .map((compound) => contentWords(compound, lang))
    .filter((words) => words.length > 1);
}

/** The found words less the modifiers of compounds the question does not say side by side. */
export function dropUnsaidModifiers(
  found: readonly string[],
  compounds: readonly string[][],
  spans: SpanReader,
): readonly string[] {
  let kept = found;
  for (const compound of compounds) {
    const said = compound.every((word) => kept.includes(word)) && spans.isTogether(compound, 0);
    if (said) continue;
    const modifiers = compound.slice(0, -1);
    kept = kept.filter((word) => !modifiers.includes(word));
  }
  return kept;
}

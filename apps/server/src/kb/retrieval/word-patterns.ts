import { normalizeText } from '../text/normalize';
import { tokenize } from './glossary';

/**
 * Word-level patterns: a concept is told by words near one another, not by a sentence, so that
 * "I only lease a storage unit" and « je loue un espace d'entreposage » meet one pattern.
 *
 * A pattern is parts joined by " + ", each needed anywhere in the question; a part starting with
 * "!" must be absent. A part is slots joined by " ~ " (or " ~N "): each later slot's words within
 * `window` (or N) words of the first slot's, either side, or after it only (" ~>N "). A slot is alternatives joined by "|" or a named
 * group "@name"; an alternative is one word or a run of words. Every word is read as the
 * glossary's tokenizer reads it (accents, case and simple inflections ignored), but "=word",
 * which must be that word (the stem of "parking" is also the verb "park").
 */

/** An alternative: the tokenizer's stems, or (written "=word") one word exactly as written. */
type Alternative = { words: string[]; raw: boolean };
type Slot = Alternative[];
/** Each slot after the first carries how far from the first slot's word it may be. */
type Part = {
  negated: boolean;
  slots: Array<{ slot: Slot; window: number; after: boolean }>;
};
export type WordPattern = { source: string; parts: Part[] };
export type WordGroups = Readonly<Record<string, readonly string[]>>;
export type PatternMatch = { pattern: string; words: string };

/** A question's stems beside its own words, aligned, so a match can quote the question. */
export type QuestionWords = { tokens: string[]; words: string[] };

// "4½" is a dwelling's size in Quebec: read as "4 1/2" so its words survive the tokenizer; "60%"
// is a share of the area (art. 1892 para. 3 2°), read as "60 percent" for the same reason.
const HALF = /\u00bd/g;
const PERCENT = /%/g;

export function readQuestionWords(question: string): QuestionWords {
  const text = question.replace(HALF, ' 1/2').replace(PERCENT, ' percent ');
  const words = normalizeText(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return { tokens: tokenize(text), words };
}

function readSlot(slot: string, groups: WordGroups): Slot {
  return slot
    .split('|')
    .flatMap((alternative) => {
      const name = alternative.trim();
      if (!name.startsWith('@')) return [name];
      const group = groups[name.slice(1)];
      if (!group) throw new Error(`Unknown word group ${name}`);
      return group.flatMap((entry) => entry.split('|'));
    })
    .map((alternative): Alternative => {
      const raw = alternative.startsWith('=');
      return raw
        ? { words: [normalizeText(alternative.slice(1))], raw }
        : { words: tokenize(alternative), raw };
    })
    .filter((alternative) => alternative.words.length > 0);
}

export function compilePattern(source: string, groups: WordGroups, window: number): WordPattern {
  const parts = source.split(' + ').map((raw): Part => {
    const negated = raw.trim().startsWith('!');
    const body = negated ? raw.trim().slice(1) : raw;
    // split keeps the captured marks: [slot, ">"?, size, slot, ">"?, size, slot…]
    const pieces = body.split(/\s~(>?)(\d*)\s/);
    const slots = [];
    for (let index = 0; index < pieces.length; index += 3) {
      const size = index === 0 ? '' : (pieces[index - 1] ?? '');
      slots.push({
        slot: readSlot(pieces[index] ?? '', groups),
        window: size ? Number(size) : window,
        after: index > 0 && pieces[index - 2] === '>',
      });
    }
    return { negated, slots };
  });
  return { source, parts };
}

/** Where each alternative of a slot starts in the question, and where it ends. */
function findSlot(question: QuestionWords, slot: Slot): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (let start = 0; start < question.tokens.length; start += 1) {
    for (const { words, raw } of slot) {
      const read = raw ? question.words : question.tokens;
      if (words.every((word, offset) => read[start + offset] === word)) {
        found.push([start, start + words.length]);
      }
    }
  }
  return found;
}

/** The span of words where every slot of the part meets within its window, if any. */
function matchPart(question: QuestionWords, part: Part): [number, number] | undefined {
  const [first, ...rest] = part.slots.map(({ slot, window, after }) => ({
    hits: findSlot(question, slot),
    window,
    after,
  }));
  for (const [start, end] of first?.hits ?? []) {
    let span: [number, number] = [start, end];
    const near = rest.every(({ hits, window, after }) => {
      const hit = hits.find(([other]) =>
        after ? other > start && other - start <= window : Math.abs(other - start) <= window,
      );
      if (hit) span = [Math.min(span[0], hit[0]), Math.max(span[1], hit[1])];
      return Boolean(hit);
    });
    if (near) return span;
  }
  return undefined;
}

/** The question's words that meet the pattern (its first part's), or undefined. */
export function matchPattern(question: QuestionWords, pattern: WordPattern): string | undefined {
  let quoted: string | undefined;
  for (const part of pattern.parts) {
    const span = matchPart(question, part);
    if (part.negated ? span : !span) return undefined;
    if (span && quoted === undefined) quoted = question.words.slice(span[0], span[1]).join(' ');
  }
  return quoted ?? '';
}

/** The first pattern met, unless one of `unless` is met too. */
export function findPattern(
  question: QuestionWords,
  patterns: readonly WordPattern[],
  unless: readonly WordPattern[] = [],
): PatternMatch | undefined {
  if (unless.some((pattern) => matchPattern(question, pattern) !== undefined)) return undefined;
  for (const pattern of patterns) {
    const words = matchPattern(question, pattern);
    if (words !== undefined) return { pattern: pattern.source, words };
  }
  return undefined;
}

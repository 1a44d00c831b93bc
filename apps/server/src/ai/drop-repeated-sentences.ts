import { splitNoteSentences } from './compose-note-part';

const normalize = (sentence: string) => sentence.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * `text` without the sentences `before` already holds word for word: two guides often carry the
 * same sentence (art. 1907's deposit in the repairs and the heating guides), and a person reading
 * the second guide's answer should not meet it again. Nothing is dropped from `before`.
 */
export function dropRepeatedSentences(text: string, before: string): string {
  const seen = new Set(splitNoteSentences(before).map(normalize));
  return text
    .split('\n')
    .map((line) =>
      splitNoteSentences(line)
        .filter((sentence) => !seen.has(normalize(sentence)))
        .join(' '),
    )
    .filter((line) => line.trim().length > 0)
    .join('\n');
}

import type { Source } from '@lexlogis/contracts';
import type { AnswerInput, AnswerLang } from './answer-types';
import { readShownNote, type AnyLaw } from './compose-law-section';

/**
 * The notes of search's best articles that no chosen guide states (`lead-articles.ts`), as
 * sentences a person can read: "Under art. 1964 C.c.Q., the landlord who…". Each note is the
 * reviewed plain-language note of that article (the grounding check holds it to the article),
 * stated only when the article is among the answer's sources and every article the note
 * mentions is too.
 */

const LEAD_IN: Record<AnswerLang, (article: string) => string> = {
  en: (article) => `Under art. ${article} C.c.Q.,`,
  fr: (article) => `Selon l’art. ${article} C.c.Q.,`,
};

/** "The landlord…" → "the landlord…"; an acronym ("TAL-…") stays. Notes open on common words. */
function lowerFirst(text: string): string {
  return /^\p{Lu}(?=[\p{Ll}\s'’])/u.test(text)
    ? text.charAt(0).toLowerCase() + text.slice(1)
    : text;
}

/** "Under art. 1964 C.c.Q., the landlord who…": a note, or a sentence of it, stated in the Summary. */
export function leadInNote(article: string, note: string, lang: AnswerLang): string {
  return `${LEAD_IN[lang](article)} ${lowerFirst(note)}`;
}

/** The article's law source (its text or its amendment) among the answer's sources. */
export function findLawSource(sources: readonly Source[], article: string): AnyLaw | undefined {
  return sources.find(
    (item): item is AnyLaw =>
      (item.type === 'LAW' || item.type === 'MODIFIED_LAW') && item.article === article,
  );
}

export function composeLeadNotes(input: AnswerInput): string[] {
  return (input.leadArticles ?? []).flatMap((article) => {
    const source = findLawSource(input.sources, article);
    const note = source ? readShownNote(source, input) : undefined;
    return note ? [leadInNote(article, note, input.lang)] : [];
  });
}

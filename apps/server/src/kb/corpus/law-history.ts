/** An amending act as cited in a history line: "2024, c. 2" is the year and chapter. */
export type AmendingAct = { year: number; chapter: number; citation: string };

/**
 * Acts cited in a LégisQuébec history line. Only "YYYY, c. N" pairs are read: the article
 * numbers after "a." may carry a digit merged from a superscript, so they are never used.
 */
export function readAmendingActs(history: string): AmendingAct[] {
  const acts = new Map<string, AmendingAct>();
  for (const match of history.matchAll(/\b((?:19|20)\d{2}),\s*c\.\s*(\d+)\b/g)) {
    const year = Number(match[1]);
    const chapter = Number(match[2]);
    const citation = `${year}, c. ${chapter}`;
    acts.set(citation, { year, chapter, citation });
  }
  return [...acts.values()];
}

/** The first year from which an amendment surfaces the article as a MODIFIED_LAW entry. */
export const RECENT_AMENDMENT_YEAR = 2022;

export function findRecentAmendments(history: string): AmendingAct[] {
  return readAmendingActs(history).filter((act) => act.year >= RECENT_AMENDMENT_YEAR);
}

/**
 * True when a translation's history cites every act the French consolidated text cites, i.e.
 * nothing amended the article after the translation was published.
 */
export function isTranslationCurrent(frenchHistory: string, translationHistory: string): boolean {
  const translated = new Set(readAmendingActs(translationHistory).map((act) => act.citation));
  return readAmendingActs(frenchHistory).every((act) => translated.has(act.citation));
}

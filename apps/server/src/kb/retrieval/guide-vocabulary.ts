import type { QuestionnaireUserType } from '@lexlogis/contracts';
import { matchGlossary, type GlossaryEntry } from './glossary';
import { tokenize } from '../content/match-words';
import { readWordSenses } from '../content/word-senses';

/**
 * The question as the guide matcher reads it: its own words, then the law's French words of
 * the plain vocabulary entries it triggers ("kick me out" → « expulser », « évincer »). Only
 * translation entries count (those pointing to no article): they name no situation by
 * themselves, so they add the words a French concept is written in, never a guess.
 */
export function translateForGuides(
  entries: readonly GlossaryEntry[],
  question: string,
  role?: QuestionnaireUserType | null,
): string {
  const added = listGuideTranslation(entries, question, role);
  return added ? `${question}\n${added}` : question;
}

/** The French words alone that `translateForGuides` adds ('' when none). */
export function listGuideTranslation(
  entries: readonly GlossaryEntry[],
  question: string,
  role?: QuestionnaireUserType | null,
): string {
  // The words as the guides read them: the tenant's own « visite » before renting adds no
  // landlord's access, a furnace that "died" no death (word-senses.ts).
  const read = readWordSenses(tokenize(question)).join(' ');
  const added = matchGlossary(entries.filter(isTranslationEntry), read, role).flatMap(
    ({ entry }) => entry.fr,
  );
  return [...new Set(added)].join(' ; ');
}

/** A plain vocabulary entry: it translates words and points to no article. */
export function isTranslationEntry(entry: GlossaryEntry): boolean {
  return entry.articles.length === 0 && entry.id.startsWith('vocab-');
}

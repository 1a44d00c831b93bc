import type { SituationGuide } from '../content/content-schema';
import type { GlossaryEntry } from './glossary';

/**
 * The housing words we wrote ourselves, from the articles: the guides' concept phrases and the
 * glossary's and plain vocabulary's expressions, per language. A question word among them names
 * the situation; any other word ("happen", "goes", "Calgary") is the asker's own story. In a
 * corpus as small as the lease chapter's English notes such a word is rare, so its IDF is high
 * and it outweighs the subject; search counts it for less (`INCIDENTAL_WEIGHT` in kb.service).
 */
export function collectDomainTexts(
  guides: readonly Pick<SituationGuide, 'appliesTo'>[],
  glossary: readonly Pick<GlossaryEntry, 'en' | 'fr'>[],
): { en: string; fr: string } {
  const words = { en: [] as string[], fr: [] as string[] };
  for (const guide of guides) {
    words.en.push(...guide.appliesTo.concepts.en);
    words.fr.push(...guide.appliesTo.concepts.fr);
  }
  for (const entry of glossary) {
    words.en.push(...entry.en);
    words.fr.push(...entry.fr);
  }
  return { en: words.en.join(' ; '), fr: words.fr.join(' ; ') };
}

/** Lexemes as `lang|lexeme` keys, the search's stemmed form of the domain words. */
export type DomainLexemes = ReadonlySet<string>;

export const domainKey = (lang: 'en' | 'fr', lexeme: string) => `${lang}|${lexeme}`;

import type { ArticleNote } from '@lexlogis/contracts';
import type { KbContent } from '../content/load-content';
import {
  createGuideMatcher,
  type GuideMatcher,
  type GuideMatcherOptions,
} from '../content/match-guides';
import type { LoadedGuide } from '../content/load-content';
import type { FindNote } from './map-source';
import { createAskedMatcher, type ArticleLikeness } from '../content/asked-match';
import { loadAskedQuestions } from '../content/asked-questions';

/** What search needs of the written legal-information layer: notes by article, a guide matcher. */
export type ContentLookup = {
  findNote: FindNote;
  matcher: GuideMatcher<LoadedGuide>;
  /** The article whose asked questions are clearly the closest to a question, if one is. */
  findAskedArticle: (question: string) => string | undefined;
  /** The article whose asked questions are the closest to a question, by any margin. */
  findAskedFirst: (question: string) => string | undefined;
  /** The articles whose asked questions are closest to a question, with their likeness. */
  rankAskedLikeness: (question: string) => ArticleLikeness[];
};

export function createContentLookup(
  content: Pick<KbContent, 'notes' | 'guides'>,
  options: GuideMatcherOptions = {},
): ContentLookup {
  const findNote = (article: string): ArticleNote | undefined => {
    const note = content.notes.get(article);
    return (
      note && {
        en: note.en,
        fr: note.fr,
        consolidation: note.origin.consolidation,
        reviewed: note.origin.reviewed,
      }
    );
  };
  const asked = createAskedMatcher(loadAskedQuestions());
  return {
    findNote,
    matcher: createGuideMatcher(content.guides, { asked, ...options }),
    findAskedArticle: asked.findClearArticle,
    findAskedFirst: (question) => asked.rankArticles(question)[0],
    rankAskedLikeness: asked.rankLikeness,
  };
}

/** A value reloaded at most once per `ms` (data that only changes on ingest). */
export function cacheFor<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (!cached || Date.now() - cached.at > ms) {
      const value = load();
      cached = { at: Date.now(), value };
      // A failed load is not kept: the next search tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

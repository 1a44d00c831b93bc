import type { LoadedGuide, LoadedNote } from './load-content';
import type { ContentLang } from './number-words';

/**
 * The statements of a note or guide, each with the articles it rests on. This is where the rule
 * "a quantity must be in the article the statement cites" gets its meaning: a note rests on its
 * article and alsoCites; a guide's answer and conditions on their own `articles`; a deadline on
 * its `article`; the title, concepts, steps and forms' `when` on the guide's `articles`.
 */

export type ContentField = {
  file: string;
  /** "guide rent-increase.deadlines[1]"; a problem in one language appends ".en" or ".fr". */
  where: string;
  /** Both languages for a bilingual statement; one for a search phrase of one language. */
  texts: Partial<Record<ContentLang, string>>;
  /** Every quantity of the texts must be in the text of one of these articles. */
  groundArticles: readonly string[];
  /** Articles the text may mention: those shown with it, so the citation checker accepts them. */
  citableArticles: ReadonlySet<string>;
  /** Forms the text may mention; null when any form of the catalogue may be named. */
  citableForms: ReadonlySet<string> | null;
};

/** An article listed in a note's or guide's data (not its prose), with the prose about it. */
export type ArticleReference = {
  file: string;
  where: string;
  article: string;
  /** What the entry says: a repealed article may be cited only where this says it is repealed. */
  texts: Partial<Record<ContentLang, string>>;
};

type Bilingual = { en: string; fr: string };

function joinTexts(parts: readonly Bilingual[]): Bilingual {
  return {
    en: parts.map((part) => part.en).join('\n'),
    fr: parts.map((part) => part.fr).join('\n'),
  };
}

export function listNoteFields(note: LoadedNote): ContentField[] {
  const articles = [note.article, ...(note.alsoCites ?? [])];
  return [
    {
      file: note.origin.file,
      where: `note ${note.article}`,
      texts: { en: note.en, fr: note.fr },
      groundArticles: articles,
      citableArticles: new Set(articles),
      citableForms: null,
    },
  ];
}

export function listNoteReferences(note: LoadedNote): ArticleReference[] {
  const base = { file: note.origin.file, texts: { en: note.en, fr: note.fr } };
  return [
    { ...base, where: `note ${note.article}.article`, article: note.article },
    ...(note.alsoCites ?? []).map((article, index) => ({
      ...base,
      where: `note ${note.article}.alsoCites[${index}]`,
      article,
    })),
  ];
}

export function listGuideFields(guide: LoadedGuide): ContentField[] {
  const at = `guide ${guide.id}`;
  const guideArticles = guide.articles;
  const citableForms = new Set(guide.forms.map((entry) => entry.form));
  const field = (
    where: string,
    texts: ContentField['texts'],
    groundArticles: readonly string[],
  ): ContentField => ({
    file: guide.origin.file,
    where: `${at}.${where}`,
    texts,
    groundArticles,
    citableArticles: new Set([...guideArticles, ...groundArticles]),
    citableForms,
  });
  const concepts = (['en', 'fr'] as const).flatMap((lang) =>
    guide.appliesTo.concepts[lang].map((concept, index) =>
      field(`appliesTo.concepts.${lang}[${index}]`, { [lang]: concept }, guideArticles),
    ),
  );
  return [
    field('title', guide.title, guideArticles),
    ...concepts,
    field('answer', guide.answer, guide.answer.articles),
    ...guide.conditions.map((entry, index) => field(`conditions[${index}]`, entry, entry.articles)),
    ...guide.deadlines.map((entry, index) => field(`deadlines[${index}]`, entry, [entry.article])),
    ...guide.steps.map((entry, index) => field(`steps[${index}]`, entry, guideArticles)),
    ...guide.forms.map((entry, index) => field(`forms[${index}].when`, entry.when, guideArticles)),
    ...(guide.rules ?? []).flatMap((rule, index) => [
      field(`rules[${index}]`, rule, [rule.article]),
      ...(['en', 'fr'] as const).flatMap((lang) =>
        rule.triggers[lang].map((trigger, position) =>
          field(`rules[${index}].triggers.${lang}[${position}]`, { [lang]: trigger }, [
            rule.article,
          ]),
        ),
      ),
    ]),
  ];
}

export function listGuideReferences(guide: LoadedGuide): ArticleReference[] {
  const at = `guide ${guide.id}`;
  const file = guide.origin.file;
  const everything = joinTexts([
    guide.title,
    guide.answer,
    ...guide.conditions,
    ...guide.deadlines,
    ...guide.steps,
    ...guide.forms.map((entry) => entry.when),
    ...(guide.rules ?? []),
  ]);
  return [
    ...guide.answer.articles.map((article, index) => ({
      file,
      where: `${at}.answer.articles[${index}]`,
      article,
      texts: guide.answer,
    })),
    ...guide.conditions.flatMap((entry, index) =>
      entry.articles.map((article, position) => ({
        file,
        where: `${at}.conditions[${index}].articles[${position}]`,
        article,
        texts: entry,
      })),
    ),
    ...guide.deadlines.map((entry, index) => ({
      file,
      where: `${at}.deadlines[${index}].article`,
      article: entry.article,
      texts: entry,
    })),
    ...guide.articles.map((article, index) => ({
      file,
      where: `${at}.articles[${index}]`,
      article,
      texts: everything,
    })),
    ...(guide.rules ?? []).map((rule, index) => ({
      file,
      where: `${at}.rules[${index}].article`,
      article: rule.article,
      texts: rule,
    })),
  ];
}

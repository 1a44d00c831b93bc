import type { KbContent } from '../kb/content/load-content';

type Lang = 'en' | 'fr';

/** An article's note in one language; a missing note fails the test that asked for it. */
export function readNoteText(content: KbContent, article: string, lang: Lang): string {
  const note = content.notes.get(article);
  if (!note) throw new Error(`no note for art. ${article}`);
  return note[lang];
}

/** Every text of the guides a reader sees (answer, conditions, deadlines, steps, rules), by guide. */
export function listGuideTextItems(
  content: KbContent,
): Array<{ id: string; en: string; fr: string }> {
  return content.guides.flatMap((guide) =>
    [
      guide.answer,
      ...guide.conditions,
      ...guide.deadlines,
      ...guide.steps,
      ...(guide.rules ?? []),
    ].map((item) => ({ id: guide.id, en: item.en, fr: item.fr })),
  );
}

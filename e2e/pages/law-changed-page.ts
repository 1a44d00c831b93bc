import type { Locator, Page } from '@playwright/test';
import type { LawSourceItem } from './legal-answer';

/** The words of the "law changed" banner (apps/web/src/i18n/locales, "legis.lawChanged"). */
export const LAW_CHANGED_TEXT = {
  en: {
    title: 'The law has changed since this answer',
    link: /^Read the new text on LégisQuébec/,
  },
  fr: {
    title: 'La loi a changé depuis cette réponse',
    link: /^Lire le nouveau texte sur LégisQuébec/,
  },
} as const;

/** The banner inside one quoted article of a stored answer. */
export class LawChangedBanner {
  constructor(
    readonly source: LawSourceItem,
    readonly language: 'en' | 'fr',
  ) {}

  get banner(): Locator {
    return this.source.item.getByRole('note').filter({
      hasText: LAW_CHANGED_TEXT[this.language].title,
    });
  }

  get newTextLink(): Locator {
    return this.banner.getByRole('link', { name: LAW_CHANGED_TEXT[this.language].link });
  }
}

type StoredConversation = {
  advices: Array<{ sources: Array<{ type: string; article?: string }> }>;
};

function markInConversation(
  conversation: StoredConversation,
  article: string,
  change: { consolidation: string; url: string },
): void {
  for (const advice of conversation.advices) {
    advice.sources = advice.sources.map((source) =>
      source.article === article && (source.type === 'LAW' || source.type === 'MODIFIED_LAW')
        ? { ...source, lawChanged: change }
        : source,
    );
  }
}

/**
 * Stands in for a consolidation imported after the answer: the conversation the server returns
 * marks the quoted article as the server does when its text was replaced (`lawChanged`), both
 * from `GET /api/advices/:id` and in the first screen the document carries for its owner
 * (issue 18). The detection itself is covered by apps/server/src/kb/legis/import-ccq.test.ts;
 * the end-to-end run cannot load a second PDF into the server's locked embedded database.
 */
export async function markArticleChanged(
  page: Page,
  article: string,
  change: { consolidation: string; url: string },
): Promise<void> {
  await page.route(/\/api\/advices\/[0-9a-f-]{36}$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as StoredConversation;
    markInConversation(body, article, change);
    await route.fulfill({ response, json: body });
  });
  const block = new RegExp(
    `(<script type="application/json" id="lexlogis-first-screen">)(.*?)(</script>)`,
  );
  await page.route(/\/\?chatId=[0-9a-f-]{36}$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const found = block.exec(html);
    if (!found) return route.fulfill({ response });
    const data = JSON.parse(found[2]!) as { conversation: StoredConversation };
    markInConversation(data.conversation, article, change);
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    const headers = { ...response.headers() };
    // The body is sent decoded: the original encoding and length no longer describe it.
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({
      status: response.status(),
      headers,
      body: html.replace(block, (_all, open: string, _json, close: string) => open + json + close),
    });
  });
}

import { expect, type Locator } from '@playwright/test';
import type { ChatLanguage, ChatPage } from './chat-page';

/**
 * The words of the legal-information layer, per language: the offline composer's section
 * headings (apps/server/src/ai/composer-phrases.ts) and the law source item's labels
 * (apps/web/src/i18n/locales, "chat.sources.law").
 */
export const LEGAL_TEXT = {
  en: {
    summary: 'Summary',
    applicableLaw: 'Applicable law and principles',
    noteLabel: 'Plain-language summary, not the official text',
    showFrench: (article: string) => `Show the official French text (art. ${article})`,
    hideFrench: (article: string) => `Hide the official French text (art. ${article})`,
    officialText: /^Official French text/,
    officialEnglish: /^Official English version/,
    amendedBy: /^Amended: /,
  },
  fr: {
    summary: 'Résumé',
    applicableLaw: 'Droit applicable et principes',
    noteLabel: 'Résumé en langage clair, pas le texte officiel',
    showFrench: (article: string) => `Afficher le texte officiel français (art. ${article})`,
    hideFrench: (article: string) => `Masquer le texte officiel français (art. ${article})`,
    officialText: /^Texte officiel/,
    officialEnglish: /^Version anglaise officielle/,
    amendedBy: /^Modifié : /,
  },
} as const;

/** One article in the Laws tab: citation, amendment badge, our note, the quoted text, links. */
export class LawSourceItem {
  readonly text: (typeof LEGAL_TEXT)[ChatLanguage];

  constructor(
    readonly item: Locator,
    readonly article: string,
    language: ChatLanguage,
  ) {
    this.text = LEGAL_TEXT[language];
  }

  /** Our plain-language note, found by its label. */
  get note(): Locator {
    return this.item.getByRole('note', { name: this.text.noteLabel });
  }

  /** The disclosure that shows the official French text to an English reader. */
  get frenchToggle(): Locator {
    return this.item.getByRole('button', {
      name: new RegExp(
        `^(${escapeRegExp(this.text.showFrench(this.article))}|${escapeRegExp(this.text.hideFrench(this.article))})$`,
      ),
    });
  }

  get amendedBadge(): Locator {
    return this.item.getByText(this.text.amendedBy);
  }

  get officialLink(): Locator {
    return this.item.getByRole('link', { name: this.text.officialText });
  }

  get officialEnglishLink(): Locator {
    return this.item.getByRole('link', { name: this.text.officialEnglish });
  }

  /** The quoted article, found by the first words of its official text. */
  officialText(opening: string): Locator {
    return this.item.getByText(opening);
  }

  /** Opens or closes the French text from the keyboard, as a keyboard user would. */
  async toggleFrenchTextWithKeyboard(key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
    await this.frenchToggle.focus();
    await expect(this.frenchToggle).toBeFocused();
    await this.frenchToggle.press(key);
  }

  /** True when `first` comes before `second` in reading (document) order. */
  async isBefore(first: Locator, second: Locator): Promise<boolean> {
    const secondHandle = await second.elementHandle();
    return first.evaluate(
      (a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
      secondHandle,
    );
  }
}

/** The last answer of the chat read as the legal-information layer writes it. */
export class LegalAnswer {
  readonly text: (typeof LEGAL_TEXT)[ChatLanguage];

  constructor(readonly chat: ChatPage) {
    this.text = LEGAL_TEXT[chat.language];
  }

  /** The text of the answer's Summary: everything between its heading and the next one. */
  async readSummary(): Promise<string> {
    const heading = this.chat.lastAnswer.getByRole('heading', {
      name: this.text.summary,
      exact: true,
    });
    await expect(heading).toBeVisible();
    return heading.evaluate((element) => {
      const parts: string[] = [];
      for (let next = element.nextElementSibling; next; next = next.nextElementSibling) {
        if (next.tagName === element.tagName) break;
        parts.push(next.textContent ?? '');
      }
      return parts.join('\n');
    });
  }

  /** Opens the Laws tab of the answer's sources (fully expanded) and finds one article. */
  async openLawSource(article: string): Promise<LawSourceItem> {
    const laws = await this.chat.openSourceTab(this.chat.text.laws);
    // The citation starts the item; an amendment record of the same article would add its acts.
    const citation = this.chat.page.getByText(
      new RegExp(`^Art\\. ${escapeRegExp(article)} C\\.c\\.Q\\.`),
    );
    const item = laws.getByRole('listitem').filter({ has: citation });
    // Once: an article and its amendment are one source (issue 10 §6).
    await expect(item, `art. ${article} once among the laws`).toHaveCount(1);
    return new LawSourceItem(item, article, this.chat.language);
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdviceItem } from '@lexlogis/contracts';
import {
  ADVICE_FALLBACK_ERROR_TEXT,
  isAnswerTextEmpty,
  isOutOfScopeAnswer,
} from '@lexlogis/contracts/helpers';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The Markdown renderer (react-markdown, remark, micromark) weighs more than the rest of the chat:
// a new chat never needs it, so it loads with the first answer to show, or earlier through
// preloadAnswerRenderer when a conversation is about to show.
const MarkdownAnswer = lazyWithPreload(
  async () => (await import('./markdown-answer')).MarkdownAnswer,
);

/**
 * Starts loading the Markdown renderer, so a conversation being fetched shows its answers
 * formatted at once: a plain-text first paint that then reflows as Markdown moves everything
 * below it (a layout shift, issue 18).
 */
export function preloadAnswerRenderer(): Promise<unknown> {
  // A failed chunk is not an error here: the answer then loads it again when it shows.
  return MarkdownAnswer.preload().catch(() => undefined);
}

/**
 * The answer text (spec 01 §5): Markdown without raw HTML (react-markdown escapes HTML unless
 * rehype-raw is added, which it never is); 'Sorry, your question…' answers as plain text;
 * failures and empty answers as their own messages.
 */
export function AnswerContent({ advice }: { advice: AdviceItem }) {
  const { t } = useTranslation();
  const text = advice.advice;
  if (advice.status === 'error') {
    const shown = text === ADVICE_FALLBACK_ERROR_TEXT ? t('chat.answer.cannotProcess') : text;
    return (
      <p className="whitespace-pre-line text-red-800">{shown || t('chat.answer.cannotProcess')}</p>
    );
  }
  if (isAnswerTextEmpty(text)) {
    if (advice.status === 'aborted')
      return <p className="italic text-slate-600">{t('chat.answer.stopped')}</p>;
    return <p className="italic text-slate-600">{t('chat.answer.empty')}</p>;
  }
  if (isOutOfScopeAnswer(text)) {
    return <p className="whitespace-pre-line">{text}</p>;
  }
  return (
    <div className="markdown-answer">
      {/* The words are readable at once; the formatting follows a moment later. */}
      <Suspense fallback={<p className="whitespace-pre-line">{text}</p>}>
        <MarkdownAnswer text={text} />
      </Suspense>
    </div>
  );
}

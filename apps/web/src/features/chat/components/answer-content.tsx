import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdviceItem } from '@lexlogis/contracts';
import {
  ADVICE_FALLBACK_ERROR_TEXT,
  isAnswerTextEmpty,
  isOutOfScopeAnswer,
} from '@lexlogis/contracts/helpers';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { isAdviceInProgress } from '../hooks/chat-state';

// The Markdown renderer (react-markdown, remark, micromark) weighs more than the rest of the chat:
// a new chat never needs it, so it loads with the first answer to show, or earlier through
// preloadAnswerRenderer when a conversation is about to show.
const MarkdownAnswer = lazyWithPreload(
  async () => (await import('./markdown-answer')).MarkdownAnswer,
);

/**
 * Starts loading the Markdown renderer, so a conversation being fetched shows as soon as its
 * data is in rather than waiting for the renderer after it (see AnswerContent).
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
  if (!isAdviceInProgress(advice)) {
    // A finished answer suspends up to the chat screen, which shows its loading line until
    // the renderer is in: painting plain text first and reflowing it as Markdown would move
    // everything below it (a layout shift, issue 18).
    return (
      <div className="markdown-answer">
        <MarkdownAnswer text={text} />
      </div>
    );
  }
  return (
    <div className="markdown-answer">
      {/* While it streams, the words are readable at once; the formatting follows. */}
      <Suspense fallback={<p className="whitespace-pre-line">{text}</p>}>
        <MarkdownAnswer text={text} />
      </Suspense>
    </div>
  );
}

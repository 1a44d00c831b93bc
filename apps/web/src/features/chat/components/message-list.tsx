import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdviceItem } from '@lexlogis/contracts';
import { markFirstScreenShown } from '@/lib/first-screen-shown';
import { dedupeAdvices, isAdviceInProgress } from '../hooks/chat-state';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useRevealInTransition } from '../hooks/use-reveal-in-transition';
import { ChatMessage } from './chat-message';

interface MessageListProps {
  advices: AdviceItem[];
  streamingAdviceId: string | null;
  isLoading: boolean;
  onSubmitEdit: (question: string) => void;
  renderSources?: (advice: AdviceItem) => ReactNode;
  header?: ReactNode;
}

/** The conversation, de-duplicated by question, kept scrolled to the newest text. */
export function MessageList({
  advices,
  streamingAdviceId,
  isLoading,
  onSubmitEdit,
  renderSources,
  header,
}: MessageListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(
    () => dedupeAdvices(advices, streamingAdviceId),
    [advices, streamingAdviceId],
  );
  // An answered conversation opened (the address, a reload) renders every answer's Markdown at
  // once: a transition, so the browser is not blocked for all of it (issue 18). A question just
  // asked has no finished answer and shows at once.
  const revealed = useRevealInTransition(
    shown.length > 0,
    shown.some((advice) => advice.advice && !isAdviceInProgress(advice)),
  );
  const textLength = shown.reduce((total, advice) => total + advice.advice.length, 0);
  // Counted from the reveal, so the list opens scrolled to the newest answer.
  useAutoScroll(scrollRef, revealed ? shown.length : 0, textLength);
  // The answers were what the page opened for: work for later screens may start.
  const isShown = revealed && shown.length > 0;
  useEffect(() => {
    if (isShown) markFirstScreenShown();
  }, [isShown]);

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" data-testid="chat-scroll">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-3 py-6 sm:px-6">
        {header}
        {revealed ? (
          <ol className="flex flex-col gap-8">
            {shown.map((advice) => (
              <ChatMessage
                key={advice.id}
                advice={advice}
                canEdit={!isLoading}
                onSubmitEdit={onSubmitEdit}
                renderSources={renderSources}
              />
            ))}
          </ol>
        ) : (
          // Where the loading line of a conversation on its way was: it stays until the answers show.
          <p role="status" className="text-sm text-slate-600">
            {t('chat.loadingConversation')}
          </p>
        )}
      </div>
    </div>
  );
}

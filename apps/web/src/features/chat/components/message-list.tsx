import { useMemo, useRef, type ReactNode } from 'react';
import type { AdviceItem } from '@lexlogis/contracts';
import { dedupeAdvices } from '../hooks/chat-state';
import { useAutoScroll } from '../hooks/use-auto-scroll';
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const shown = useMemo(
    () => dedupeAdvices(advices, streamingAdviceId),
    [advices, streamingAdviceId],
  );
  const textLength = shown.reduce((total, advice) => total + advice.advice.length, 0);
  useAutoScroll(scrollRef, shown.length, textLength);

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" data-testid="chat-scroll">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-3 py-6 sm:px-6">
        {header}
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
      </div>
    </div>
  );
}

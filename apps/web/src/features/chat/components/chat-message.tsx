import type { ReactNode } from 'react';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdviceItem } from '@lexlogis/contracts';
import { isAdviceInProgress } from '../hooks/chat-state';
import { AnswerContent } from './answer-content';
import { ChatQuestion } from './chat-question';
import { FeedbackButtons } from './feedback-buttons';
import { MessageErrorBoundary } from './message-error-boundary';

export const OFFLINE_COMPOSER = 'offline-composer';

interface ChatMessageProps {
  advice: AdviceItem;
  canEdit: boolean;
  onSubmitEdit: (question: string) => void;
  renderSources?: (advice: AdviceItem) => ReactNode;
}

/** One question and its answer, with feedback and the sources area once the answer is done. */
export function ChatMessage(props: ChatMessageProps) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3" data-testid="chat-message">
      <MessageErrorBoundary
        fallback={
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {t('chat.message.renderError')}
          </p>
        }
      >
        <MessageBody {...props} />
      </MessageErrorBoundary>
    </li>
  );
}

function MessageBody({ advice, canEdit, onSubmitEdit, renderSources }: ChatMessageProps) {
  const { t } = useTranslation();
  const inProgress = isAdviceInProgress(advice);
  const finished = advice.status === 'ready';
  return (
    <>
      <ChatQuestion question={advice.question} canEdit={canEdit} onSubmitEdit={onSubmitEdit} />
      <article
        aria-label={t('chat.message.answerLabel')}
        aria-busy={inProgress}
        className="flex gap-3"
      >
        <span className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-700 text-white">
          <Scale className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1 rounded-2xl border border-slate-200 bg-white px-4 py-3">
          {inProgress && !advice.advice.trim() ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <span className="flex gap-1" aria-hidden="true">
                <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
                <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
              </span>
              {t('chat.message.writing')}
            </p>
          ) : (
            <AnswerContent advice={advice} />
          )}
          {finished && advice.clientAuthored && (
            // Stored by a client (store-advice): neither the text nor its sources were checked.
            <p className="mt-3 text-xs font-medium text-amber-800">
              {t('chat.message.clientAuthored')}
            </p>
          )}
          {finished && !advice.clientAuthored && advice.reasoning === OFFLINE_COMPOSER && (
            <p className="mt-3 text-xs font-medium text-slate-600">{t('chat.message.offline')}</p>
          )}
          {(finished || (inProgress && advice.sources.length > 0)) && (
            <div className="mt-3 flex flex-col gap-3 border-t border-slate-100 pt-3">
              {finished && <FeedbackButtons advice={advice} />}
              {renderSources?.(advice)}
            </div>
          )}
        </div>
      </article>
    </>
  );
}

import { Suspense, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdviceItem, CaseOutcome } from '@lexlogis/contracts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { isChatLoading } from '../hooks/chat-state';
import { useChatState, useChatStore } from '../hooks/chat-provider';
import type { FormContext } from '../hooks/chat-store';
import { useAdviceDisplay } from '../hooks/use-advice-display';
import { useChatUrlSync } from '../hooks/use-chat-url-sync';
import { ChatErrorBox } from './chat-error-box';
import { ExportConversation } from './export-conversation';
import { KnowledgeBaseNotice } from './knowledge-base-notice';
import { MessageList } from './message-list';
import { PromptInput } from './prompt-input';
import { StreamAnnouncer } from './stream-announcer';

export interface ChatScreenProps {
  form: FormContext & { isSubmitted: boolean };
  /** The empty chat: welcome, then the questionnaire or the prompts (composed by the app). */
  renderEmptyState: (send: (question: string) => void, isLoading: boolean) => ReactNode;
  renderSources?: (advice: AdviceItem) => ReactNode;
  /** Wide screens: the right panel (AI tools banner, experts). */
  sidePanel?: ReactNode;
  /** Small screens, once a case outcome exists: shortcuts to AI tools and experts. */
  renderOutcomeShortcuts?: () => ReactNode;
  /** The Case Outcome panel of the conversation (composed by the app). */
  renderCaseOutcome?: (outcome: CaseOutcome, conversation: OutcomeConversationInfo) => ReactNode;
}

/** What the Case Outcome panel needs of the conversation it belongs to. */
export interface OutcomeConversationInfo {
  id: string;
  title: string;
  /** The first question of the conversation. */
  question: string;
}

/** The chat screen (spec 01 §2 "Chat screen"). */
export function ChatScreen({
  form,
  renderEmptyState,
  renderSources,
  sidePanel,
  renderOutcomeShortcuts,
  renderCaseOutcome,
}: ChatScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.appName'));
  useChatUrlSync();
  const store = useChatStore();
  const status = useChatState((state) => state.status);
  const error = useChatState((state) => state.error);
  const advices = useChatState((state) => state.advices);
  const conversation = useChatState((state) => state.conversation);
  const streamingAdviceId = useChatState((state) => state.streamingAdviceId);
  // The conversation the address asks for, known before the store has loaded it.
  const [params] = useSearchParams();
  const requestedChatId = params.get('chatId');
  const isTransitioning = useChatState((state) => state.isTransitioning);
  const isLoading = useChatState(isChatLoading);
  const display = useAdviceDisplay(advices.length > 0, isLoading);

  const send = (question: string) => void store.sendPrompt(question, form);
  const hasAdvices = advices.length > 0;
  const outcome = conversation?.caseOutcome ?? null;
  // Spec 01 §2: only once the conversation has an outcome and the first answer has been shown.
  const showOutcome = outcome !== null && conversation !== null && display === 'complete';

  return (
    <div className="flex h-[calc(100dvh-4.5rem)] min-h-0">
      <div className="flex min-w-0 flex-1 flex-col">
        {(hasAdvices || isTransitioning) && (
          <h1 className="sr-only">{conversation?.title ?? t('screens.home')}</h1>
        )}
        <StreamAnnouncer status={status} hasAdvices={hasAdvices} />
        {hasAdvices || isTransitioning ? (
          // Finished answers wait here for the Markdown renderer (answer-content.tsx): the list
          // mounts with them, so it opens scrolled to the newest one.
          <Suspense
            fallback={
              <div className="min-h-0 flex-1 px-3 py-6">
                <p role="status" className="mx-auto max-w-3xl text-sm text-slate-600">
                  {t('chat.loadingConversation')}
                </p>
              </div>
            }
          >
            <MessageList
              advices={advices}
              streamingAdviceId={streamingAdviceId}
              isLoading={isLoading}
              onSubmitEdit={send}
              renderSources={renderSources}
              header={
                showOutcome ? (
                  <>
                    {renderCaseOutcome?.(outcome, {
                      id: conversation.id,
                      title: conversation.title,
                      question: advices[0]?.question ?? conversation.title,
                    })}
                    <div className="lg:hidden">{renderOutcomeShortcuts?.()}</div>
                  </>
                ) : isTransitioning ? (
                  <p role="status" className="text-sm text-slate-600">
                    {t('chat.loadingConversation')}
                  </p>
                ) : null
              }
            />
          </Suspense>
        ) : (
          <div className="min-h-0 flex-1 overflow-y-auto">
            <div className="flex flex-col items-center gap-6 px-4 py-10 sm:py-14">
              {renderEmptyState(send, isLoading)}
            </div>
          </div>
        )}
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-3 pb-2 pt-1 sm:px-6">
          <KnowledgeBaseNotice />
          {status === 'error' && error && (
            <ChatErrorBox error={error} onRetry={() => void store.retry(form)} />
          )}
          {hasAdvices && conversation ? (
            <ExportConversation
              conversationId={conversation.id}
              title={conversation.title}
              disabled={isLoading}
            />
          ) : (
            // A conversation on its way keeps its export row's place: the prompt does not jump
            // when it arrives (a layout shift, issue 18).
            requestedChatId &&
            conversation?.id !== requestedChatId && (
              <ExportConversation conversationId={requestedChatId} title="" disabled />
            )
          )}
          <PromptInput
            disabled={!form.isSubmitted && !hasAdvices}
            isLoading={isLoading}
            canStop={status === 'submitted' || status === 'streaming'}
            onSend={send}
            onStop={store.stop}
          />
        </div>
        <p className="px-4 pb-3 text-center text-xs text-slate-600">
          <Trans
            i18nKey="chat.disclaimer"
            components={{
              termsLink: (
                <Link
                  to="/policies?tab=terms"
                  className="font-medium text-accent-800 underline underline-offset-2"
                />
              ),
            }}
          />
        </p>
      </div>
      {sidePanel}
    </div>
  );
}

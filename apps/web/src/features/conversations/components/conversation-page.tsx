import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DIRECT_MESSAGE_MAX_LENGTH,
  getParticipantName,
  type DirectConversation,
} from '@lexlogis/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSessionUser } from '@/lib/session-user';
import { useDirectConversation, useSendDirectMessage } from '@/lib/direct-chat';
import { RateLawyerForm } from './rate-lawyer-form';

/** /marketplace/conversations and /dashboard/conversations: the thread chosen with chatId. */
export function ConversationPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: title }));
  const [params] = useSearchParams();
  const chatId = params.get('chatId');
  const thread = useDirectConversation(chatId);
  return (
    <section
      aria-labelledby="screen-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6"
    >
      <h1 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      {!chatId ? (
        <p className="text-sm text-slate-600">{t('lawyerMarketplace.conversations.choose')}</p>
      ) : thread.isPending ? (
        <p className="text-sm text-slate-600">
          {t('lawyerMarketplace.conversations.loadingThread')}
        </p>
      ) : thread.isError || !thread.data ? (
        <Alert variant="error">{t('lawyerMarketplace.conversations.notFound')}</Alert>
      ) : (
        <Thread conversation={thread.data} />
      )}
    </section>
  );
}

function Thread({ conversation }: { conversation: DirectConversation }) {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const endRef = useRef<HTMLLIElement>(null);
  const count = conversation.messages.length;
  useEffect(() => {
    // A block body on purpose: recent Chromium returns a promise from scrollIntoView, and an
    // effect must return nothing or a cleanup function.
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const other = getParticipantName(conversation.participants?.[0]);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {t('lawyerMarketplace.conversations.with', { name: other })}
      </h2>
      {count === 0 ? (
        <p className="text-sm text-slate-600">{t('lawyerMarketplace.conversations.noMessages')}</p>
      ) : (
        <ol
          className="flex flex-col gap-3"
          aria-label={t('lawyerMarketplace.conversations.messages')}
        >
          {conversation.messages.map((message) => {
            const mine = message.senderId === user?.id;
            return (
              <li
                key={message.id}
                className={
                  mine
                    ? 'self-end rounded-2xl bg-accent-50 p-3'
                    : 'self-start rounded-2xl bg-slate-100 p-3'
                }
              >
                <p className="text-xs font-medium text-slate-700">
                  {mine
                    ? t('lawyerMarketplace.conversations.you')
                    : getParticipantName(message.sender)}{' '}
                  <time dateTime={message.createdAt} className="font-normal text-slate-600">
                    {time.format(new Date(message.createdAt))}
                  </time>
                </p>
                {/* Plain text: React escapes it; line breaks are kept. */}
                <p className="whitespace-pre-wrap break-words text-sm text-slate-900">
                  {message.content}
                </p>
              </li>
            );
          })}
          <li ref={endRef} aria-hidden="true" />
        </ol>
      )}
      <MessageComposer conversationId={conversation.id} />
      {conversation.lawyerProfileId && (
        <RateLawyerForm
          profileId={conversation.lawyerProfileId}
          lawyerName={other}
          myRating={conversation.myRating ?? null}
          lawyerReplied={conversation.messages.some(
            (message) => message.senderId !== null && message.senderId !== user?.id,
          )}
        />
      )}
    </div>
  );
}

function MessageComposer({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = useSendDirectMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || send.isPending) return;
    send.mutate({ conversationId, content }, { onSuccess: () => setText('') });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor="direct-message" className="text-sm font-medium text-slate-800">
        {t('lawyerMarketplace.conversations.messageLabel')}
      </label>
      <textarea
        id="direct-message"
        value={text}
        maxLength={DIRECT_MESSAGE_MAX_LENGTH}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        className="rounded-md border border-slate-300 p-2 text-sm"
      />
      {send.isError && (
        <Alert variant="error">{t('lawyerMarketplace.conversations.sendFailed')}</Alert>
      )}
      <Button
        type="submit"
        variant="primary"
        className="self-end"
        disabled={!text.trim() || send.isPending}
      >
        {t('lawyerMarketplace.conversations.send')}
      </Button>
    </form>
  );
}

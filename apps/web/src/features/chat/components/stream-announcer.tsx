import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '@lexlogis/contracts';

/** Tells screen-reader users that an answer is being written, and when it is ready. */
export function StreamAnnouncer({
  status,
  hasAdvices,
}: {
  status: ChatStatus;
  hasAdvices: boolean;
}) {
  const { t } = useTranslation();
  let message = '';
  if (status === 'submitted') message = t('chat.status.submitted');
  else if (status === 'streaming') message = t('chat.status.streaming');
  else if (status === 'ready' && hasAdvices) message = t('chat.status.ready');
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="chat-status">
      {message}
    </p>
  );
}

import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { ChatErrorKind } from '../hooks/chat-state';

/** The chat's error box: its message (default 'An error occurred') and Try Again. */
export function ChatErrorBox({ error, onRetry }: { error: ChatErrorKind; onRetry: () => void }) {
  const { t } = useTranslation();
  const message =
    error === 'quota-reached'
      ? t('billing.quota.reached')
      : error === 'rate-limited'
        ? t('chat.errors.rateLimited')
        : error === 'send-failed'
          ? t('chat.errors.sendFailed')
          : t('chat.errors.default');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <AlertCircle className="size-4 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1">{message}</p>
      {error === 'quota-reached' ? (
        <Link
          to="/billing"
          className="inline-flex h-8 items-center rounded-md bg-accent-700 px-3 text-sm font-medium text-white hover:bg-accent-800"
        >
          {t('billing.upgrade')}
        </Link>
      ) : (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('chat.errors.tryAgain')}
        </Button>
      )}
    </div>
  );
}

import { ArrowLeft, Search } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getConversationsHomePath, useSessionUser } from '@/lib/session-user';

/** Conversation paths: My Conversations with a Back link (lawyers to /dashboard, others to /marketplace). */
export function ConversationsSidebar() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={getConversationsHomePath(user)}
        className="inline-flex w-fit items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('conversations.back')}
      </Link>
      <section aria-labelledby="conversations-title" className="flex flex-col gap-3 px-3">
        <h2 id="conversations-title" className="text-base font-semibold text-slate-900">
          {t('conversations.title')}
        </h2>
        <p className="text-sm text-slate-500">{t('conversations.empty')}</p>
        {/* The spec gives this button no action yet. */}
        <Button variant="primary" className="w-full">
          <Search className="size-4" aria-hidden="true" />
          {t('conversations.searchLawyers')}
        </Button>
      </section>
    </div>
  );
}

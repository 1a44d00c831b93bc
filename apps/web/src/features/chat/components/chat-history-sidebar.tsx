import { MessageSquarePlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Chat sidebar: start a new chat and, once the chat exists, the history grouped by date. */
export function ChatHistorySidebar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-5">
      <Button variant="outline" className="w-full justify-start" onClick={() => navigate('/')}>
        <MessageSquarePlus className="size-4" aria-hidden="true" />
        {t('chat.newChat')}
      </Button>
      <section aria-labelledby="chat-history-title">
        <h2
          id="chat-history-title"
          className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-500"
        >
          {t('chat.history')}
        </h2>
        <p className="px-3 text-sm text-slate-500">{t('chat.historyEmpty')}</p>
      </section>
    </div>
  );
}

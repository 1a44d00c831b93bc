import { useTranslation } from 'react-i18next';
import { useChatHistory } from '../api/admin-api';
import { SectionState } from './section-state';

/**
 * A user's questions and answers as plain text, for the admin (reading it is audited by the
 * server). `className` spaces it from what comes before.
 */
export function ChatHistoryList({ userId, className }: { userId: string; className: string }) {
  const { t } = useTranslation();
  const history = useChatHistory(userId);
  if (!history.data) {
    return <SectionState isError={history.isError} onRetry={() => void history.refetch()} />;
  }
  if (history.data.items.length === 0) {
    return <p className={`${className} text-sm text-slate-600`}>{t('admin.empty')}</p>;
  }
  return (
    <ol className={`${className} space-y-2 text-sm`}>
      {history.data.items.map((item, index) => (
        <li key={index} className={item.role === 'user' ? 'font-medium' : 'text-slate-700'}>
          <span className="sr-only">{t(`admin.users.roles.${item.role}`)}: </span>
          <span className="whitespace-pre-wrap">{item.content}</span>
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import { ConversationPage } from '@/features/conversations/components/conversation-page';

export function Component() {
  const { t } = useTranslation();
  return <ConversationPage title={t('screens.dashboardConversations')} />;
}

import { useLocation } from 'react-router';
import { AiToolsMenu } from '@/features/ai-tools/components/ai-tools-menu';
import { ChatHistorySidebar } from '@/features/chat/components/chat-history-sidebar';
import { ConversationsSidebar } from '@/features/conversations/components/conversations-sidebar';
import { LatestConversationsSidebar } from '@/features/dashboard/components/latest-conversations-sidebar';
import { MarketplaceFiltersSidebar } from '@/features/marketplace/components/marketplace-filters-sidebar';
import { AccountSettingsSidebar } from '@/features/profile/components/account-settings-sidebar';
import { getSidebarKind } from './sidebar-kind';

/** The feature panel that belongs to the current path. */
export function SidebarContent() {
  const { pathname } = useLocation();
  switch (getSidebarKind(pathname)) {
    case 'dashboard':
      return <LatestConversationsSidebar />;
    case 'profile':
      return <AccountSettingsSidebar />;
    case 'marketplace':
      return <MarketplaceFiltersSidebar />;
    case 'ai-tools':
      return <AiToolsMenu />;
    case 'conversations':
      return <ConversationsSidebar />;
    case 'chat':
      return <ChatHistorySidebar />;
  }
}

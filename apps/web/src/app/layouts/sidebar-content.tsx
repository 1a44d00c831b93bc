import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ChatHistorySidebar } from '@/features/chat/components/chat-history-sidebar';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { runAfterFirstScreen } from '@/lib/first-screen-shown';
import { preloadWhenIdle } from '@/lib/preload-when-idle';
import { getSidebarKind, type SidebarKind } from './sidebar-kind';

// `/` shows the chat history; the other panels' code (and the schemas they poll with) stays off
// its first paint (issue 18).
const PANELS = {
  dashboard: lazyWithPreload(
    async () =>
      (await import('@/features/dashboard/components/latest-conversations-sidebar'))
        .LatestConversationsSidebar,
  ),
  profile: lazyWithPreload(
    async () =>
      (await import('@/features/profile/components/account-settings-sidebar'))
        .AccountSettingsSidebar,
  ),
  marketplace: lazyWithPreload(
    async () =>
      (await import('@/features/marketplace/components/marketplace-filters-sidebar'))
        .MarketplaceFiltersSidebar,
  ),
  'ai-tools': lazyWithPreload(
    async () => (await import('@/features/ai-tools/components/ai-tools-menu')).AiToolsMenu,
  ),
  conversations: lazyWithPreload(
    async () =>
      (await import('@/features/conversations/components/conversations-sidebar'))
        .ConversationsSidebar,
  ),
} satisfies Record<Exclude<SidebarKind, 'chat'>, unknown>;

/** The feature panel that belongs to the current path. */
export function SidebarContent() {
  const { pathname } = useLocation();
  const kind = getSidebarKind(pathname);

  // Once the first screen is shown and idle the other panels load, so another screen shows its
  // panel with it rather than a moment later.
  useEffect(() => {
    let stop: () => void = () => undefined;
    const cancel = runAfterFirstScreen(() => (stop = preloadWhenIdle(Object.values(PANELS))));
    return () => {
      cancel();
      stop();
    };
  }, []);

  if (kind === 'chat') return <ChatHistorySidebar />;
  const Panel = PANELS[kind];
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}

import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SubscriptionResultDialog } from '@/features/billing/components/subscription-result-dialog';
import { ChatProvider } from '@/features/chat/hooks/chat-provider';
import { ProfileCompletion } from '@/features/profile/components/profile-completion';
import { SidebarProvider, useSidebar } from '@/lib/sidebar';
import { cn } from '@/lib/utils';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { SkipLink } from './skip-link';

/** The signed-in shell: header, path-dependent sidebar and the screen (spec 01 §2 "Main shell"). */
export function MainLayout() {
  return (
    <SidebarProvider>
      {/* One chat for the shell: the screen and the history in the sidebar share it. */}
      <ChatProvider>
        <ShellFrame />
      </ChatProvider>
    </SidebarProvider>
  );
}

function ShellFrame() {
  const { isOpen, closeOnMobile } = useSidebar();
  const { pathname } = useLocation();

  // Following a link inside the full-width mobile sidebar should reveal the new screen.
  useEffect(() => {
    closeOnMobile();
  }, [pathname, closeOnMobile]);

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <AppHeader />
      <AppSidebar />
      <main
        id="main-content"
        tabIndex={-1}
        className={cn(
          'flex min-h-dvh flex-col pt-18 transition-[margin] duration-300 ease-out focus:outline-none',
          isOpen && 'md:ml-80',
        )}
      >
        <Outlet />
      </main>
      <ProfileCompletion />
      <SubscriptionResultDialog />
    </div>
  );
}

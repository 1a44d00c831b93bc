import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSidebar } from '@/lib/sidebar';
import { cn } from '@/lib/utils';
import { SidebarContent } from './sidebar-content';
import { SidebarUserCard } from './sidebar-user-card';

export const SIDEBAR_ID = 'app-sidebar';

/** Slides in under the 72 px header: full width on mobile, 320 px from 768 px. */
export function AppSidebar() {
  const { t } = useTranslation();
  const { isOpen, isDesktop, setOpen } = useSidebar();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // On mobile the sidebar covers the page, so Escape gives the page back.
    if (event.key === 'Escape' && !isDesktop) {
      setOpen(false);
      document.getElementById('sidebar-toggle')?.focus();
    }
  };

  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={t('sidebar.label')}
      data-state={isOpen ? 'open' : 'closed'}
      // Closed, it is off screen: inert keeps it out of the tab order and the accessibility tree.
      inert={!isOpen}
      onKeyDown={onKeyDown}
      className={cn(
        'fixed bottom-0 left-0 top-18 z-30 flex w-full flex-col border-r border-slate-200 bg-white',
        'transition-transform duration-300 ease-out md:w-80',
        isOpen ? 'translate-x-0' : '-translate-x-full',
      )}
    >
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <SidebarContent />
      </div>
      <SidebarUserCard />
    </aside>
  );
}

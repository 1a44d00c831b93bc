import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSidebar } from '@/lib/sidebar';
import { BrandLink } from '../components/brand-link';
import { LanguageSwitch } from '../components/language-switch';
import { SIDEBAR_ID } from './app-sidebar';

/** The 72 px bar above everything: sidebar toggle, product name, language. */
export function AppHeader() {
  const { t } = useTranslation();
  const { isOpen, toggle } = useSidebar();
  const Icon = isOpen ? PanelLeftClose : PanelLeftOpen;
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-18 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:gap-3 sm:px-4">
      <Button
        id="sidebar-toggle"
        variant="ghost"
        size="icon"
        aria-label={t('header.toggleSidebar')}
        aria-expanded={isOpen}
        aria-controls={SIDEBAR_ID}
        onClick={toggle}
      >
        <Icon className="size-5" aria-hidden="true" />
      </Button>
      <BrandLink />
      <LanguageSwitch className="ml-auto" />
    </header>
  );
}

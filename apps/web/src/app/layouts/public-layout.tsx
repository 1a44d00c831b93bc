import { Outlet } from 'react-router';
import { BrandLink } from '../components/brand-link';
import { LanguageSwitch } from '../components/language-switch';
import { SkipLink } from './skip-link';

/** Open reading pages (policies, not found): header and a readable column, no sidebar. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 flex h-18 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4">
        <BrandLink />
        <LanguageSwitch />
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}

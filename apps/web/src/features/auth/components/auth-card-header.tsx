import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

interface AuthCardHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Steps that replace another step take focus, so screen readers hear where they are. */
  focusOnMount?: boolean;
}

/** The h1 and intro of a sign-in card; the page title follows the heading. */
export function AuthCardHeader({ title, intro, focusOnMount = false }: AuthCardHeaderProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('common.pageTitle', { page: title }));
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <header className="flex flex-col gap-2">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
    </header>
  );
}

import { Scale } from 'lucide-react';
import { AppLink } from '@/lib/navigation';
import { useTranslation } from 'react-i18next';

/** Logo and product name, linking home. */
export function BrandLink({ showTagline = true }: { showTagline?: boolean }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to="/"
      aria-label={t('header.homeLink')}
      className="flex min-w-0 items-center gap-2.5 rounded-md text-slate-900"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-700 text-white">
        <Scale className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-lg font-semibold tracking-tight">{t('common.appName')}</span>
        {showTagline && (
          <span className="hidden truncate text-xs text-slate-500 sm:block">
            {t('common.tagline')}
          </span>
        )}
      </span>
    </AppLink>
  );
}

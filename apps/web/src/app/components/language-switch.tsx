import { useTranslation } from 'react-i18next';
import { changeLanguage, SUPPORTED_LANGUAGES } from '@/i18n/i18n';
import { cn } from '@/lib/utils';

/**
 * EN / FR toggle; the choice is remembered and sets <html lang>. `disabled` while the
 * prerendered sign-in page waits for its script (AuthLayout), so a click is not lost.
 */
export function LanguageSwitch({
  className,
  disabled,
}: {
  className?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-md border border-slate-300 bg-white p-0.5', className)}
    >
      {SUPPORTED_LANGUAGES.map((language) => {
        const active = i18n.resolvedLanguage === language;
        return (
          <button
            key={language}
            type="button"
            disabled={disabled}
            lang={language}
            aria-pressed={active}
            onClick={() => void changeLanguage(language)}
            className={cn(
              'min-w-10 rounded px-2 py-1.5 text-xs font-semibold tracking-wide transition-colors',
              active ? 'bg-accent-700 text-white' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            {language.toUpperCase()}
            <span className="sr-only"> {t(`language.${language}`)}</span>
          </button>
        );
      })}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** First tab stop: jumps over the header and sidebar to the screen itself. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-accent-800 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {t('common.skipToContent')}
    </a>
  );
}

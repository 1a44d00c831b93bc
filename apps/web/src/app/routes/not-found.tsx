import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('notFound.title') }));
  return (
    <section
      aria-labelledby="screen-title"
      className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center"
    >
      <p className="text-sm font-semibold text-accent-700">404</p>
      <h1 id="screen-title" className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-slate-600">{t('notFound.description')}</p>
      <Link to="/" className={getButtonClasses('primary', 'md', 'mt-6')}>
        {t('common.goHome')}
      </Link>
    </section>
  );
}

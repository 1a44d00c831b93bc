import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_FORMS_PAGE_SIZE } from '@lexlogis/contracts';
import { getButtonClasses } from '@/components/ui/button';
import { Pagination, type PaginationLabels } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLegalForms } from '../api/legal-forms-api';
import { useFormLabels } from '../hooks/use-form-labels';
import { useLibraryFilters } from '../hooks/use-library-filters';
import { FormCard } from './form-card';
import { FormDetailDialog } from './form-detail-dialog';
import { LibraryFiltersForm } from './library-filters-form';

function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation();
  return {
    nav: t('legalForms.pagination.nav'),
    previous: t('legalForms.pagination.previous'),
    next: t('legalForms.pagination.next'),
    page: (page) => t('legalForms.pagination.page', { page }),
    more: t('legalForms.pagination.more'),
  };
}

/** /ai-tools/legal-forms/library: the 56 TAL forms, searched in EN or FR, filtered, paged. */
export function FormLibraryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.formLibrary') }));
  const { lang } = useFormLabels();
  const { state, setFilters, setPage, openForm } = useLibraryFilters();
  const { page, form, ...filters } = state;
  const list = useLegalForms({ ...filters, page, limit: LEGAL_FORMS_PAGE_SIZE, lang });
  const labels = usePaginationLabels();
  const result = list.data;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section
      aria-labelledby="form-library-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id="form-library-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.formLibrary')}
        </h1>
        <p className="text-sm text-slate-600">{t('legalForms.library.intro')}</p>
        <Link
          to="/ai-tools/legal-forms/find-form"
          className="text-sm font-medium text-accent-800 underline"
        >
          {t('legalForms.library.toFinder')}
        </Link>
      </div>
      <LibraryFiltersForm filters={filters} onSearch={setFilters} />
      <p role="status" className="text-sm text-slate-700">
        {list.isFetching && <Spinner className="mr-2 inline" />}
        {list.isPending
          ? t('legalForms.library.loading')
          : result && t('legalForms.library.results', { count: result.meta.total })}
      </p>
      {list.isError && (
        <p role="alert" className="text-sm text-rose-800">
          {t('legalForms.library.error')}
        </p>
      )}
      {result && result.items.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-5">
          <p className="text-sm text-slate-700">{t('legalForms.library.empty')}</p>
          {filtered && (
            <button
              type="button"
              className={getButtonClasses('primary', 'sm')}
              onClick={() => setFilters({})}
            >
              {t('legalForms.library.reset')}
            </button>
          )}
        </div>
      )}
      {result && result.items.length > 0 && (
        <>
          <ul aria-label={t('legalForms.library.resultsLabel')} className="flex flex-col gap-3">
            {result.items.map((item) => (
              <li key={item.id}>
                <FormCard form={item} onOpen={openForm} />
              </li>
            ))}
          </ul>
          <Pagination
            page={result.meta.page}
            totalPages={result.meta.totalPages}
            onChange={setPage}
            labels={labels}
          />
        </>
      )}
      <FormDetailDialog formId={form} onOpenForm={openForm} />
    </section>
  );
}

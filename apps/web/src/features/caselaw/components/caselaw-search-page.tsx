import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CASELAW_PAGE_SIZE } from '@lexlogis/contracts';
import { Button, getButtonClasses } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCaselawSearch } from '../api/caselaw-api';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { useSearchFilters } from '../hooks/use-search-filters';
import { DecisionDialog } from './decision-dialog';
import { SaveSituationDialog } from './save-situation-dialog';
import { SearchFiltersForm } from './search-filters-form';
import { SearchResultItem } from './search-result-item';

/** /ai-tools/caselaw/search: filters kept in the URL, results with their matched words. */
export function CaselawSearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.caseLawSearch') }));
  const { state, setFilters, setPage } = useSearchFilters();
  const { page, ...filters } = state;
  const search = useCaselawSearch({ ...filters, page, limit: CASELAW_PAGE_SIZE });
  const labels = usePaginationLabels();
  const [openDecision, setOpenDecision] = useState<string | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const hasFilters = Object.keys(filters).some((key) => key !== 'q');
  const result = search.data;

  return (
    <section
      aria-labelledby="caselaw-search-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id="caselaw-search-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.caseLawSearch')}
        </h1>
        <p className="text-sm text-slate-600">{t('caselaw.search.intro')}</p>
        <Link to="/ai-tools/caselaw" className="text-sm font-medium text-accent-800 underline">
          {t('caselaw.situations.heading')}
        </Link>
      </div>
      <SearchFiltersForm filters={filters} onSearch={setFilters} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-slate-700">
          {search.isFetching && <Spinner className="mr-2 inline" />}
          {search.isPending
            ? t('caselaw.search.loading')
            : result && t('caselaw.search.results', { total: result.meta.total })}
        </p>
        <Button variant="outline" size="sm" onClick={() => setSaveOpen(true)}>
          {t('caselaw.search.saveSituation')}
        </Button>
      </div>
      {search.isError && (
        <p role="alert" className="text-sm text-rose-800">
          {t('caselaw.search.error')}
        </p>
      )}
      {result && result.items.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-5">
          <p className="text-sm text-slate-700">{t('caselaw.search.empty')}</p>
          {(hasFilters || page > 1 || filters.q) && (
            <button
              type="button"
              className={getButtonClasses('primary', 'sm')}
              // Widening keeps the words and drops the filters; without filters, the words go.
              onClick={() => setFilters(hasFilters ? { q: filters.q } : {})}
            >
              {t('caselaw.search.widen')}
            </button>
          )}
        </div>
      )}
      {result && result.items.length > 0 && (
        <>
          <ul aria-label={t('caselaw.search.resultsLabel')} className="flex flex-col gap-3">
            {result.items.map((hit) => (
              <li key={hit.decision.id}>
                <SearchResultItem hit={hit} onOpen={setOpenDecision} />
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
      <DecisionDialog decisionId={openDecision} onClose={() => setOpenDecision(null)} />
      <SaveSituationDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        draft={{ title: filters.q ?? '', description: filters.q ?? '', search: filters }}
      />
    </section>
  );
}

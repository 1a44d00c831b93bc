import { ALL_LANGUAGES, type MarketplaceFilters } from '@lexlogis/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { useSidebar } from '@/lib/sidebar';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLawyerProfiles } from '../api/profiles-api';
import { useMarketplaceFilters } from '../hooks/use-marketplace-filters';
import { LawyerCard } from './lawyer-card';
import { FILTERS_TITLE_ID } from './marketplace-filters-sidebar';
import { QuoteFromLink } from './quote-from-link';

const FILTER_KEYS = ['areasOfLaw', 'city', 'stateProvince', 'country', 'language'] as const;

function countActiveFilters(filters: MarketplaceFilters): number {
  return FILTER_KEYS.filter((key) => filters[key] && filters[key] !== ALL_LANGUAGES).length;
}

/**
 * Under 768 px the sidebar, where spec 01 puts the filters, is closed: this opens it, and says
 * how many filters apply to the list below.
 */
function ShowFiltersButton({ filters }: { filters: MarketplaceFilters }) {
  const { t } = useTranslation();
  const sidebar = useSidebar();
  const [focusPending, setFocusPending] = useState(false);
  // Keyboard users land on the filters: the sidebar comes before the page in the tab order.
  useEffect(() => {
    if (!focusPending || !sidebar.isOpen) return;
    document.getElementById(FILTERS_TITLE_ID)?.focus();
    setFocusPending(false);
  }, [focusPending, sidebar.isOpen]);
  if (sidebar.isDesktop) return null;
  const active = countActiveFilters(filters);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="self-start"
      aria-expanded={sidebar.isOpen}
      aria-controls="app-sidebar"
      onClick={() => {
        sidebar.setOpen(true);
        setFocusPending(true);
      }}
    >
      <SlidersHorizontal className="size-4" aria-hidden="true" />
      {active > 0
        ? t('lawyerMarketplace.filters.showActive', { count: active })
        : t('lawyerMarketplace.filters.show')}
    </Button>
  );
}

/** /marketplace and /advisors: the lawyers matching the sidebar's filters, a page at a time. */
export function LawyerListPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: title }));
  const [params] = useSearchParams();
  const { filters, updateFilters, resetFilters } = useMarketplaceFilters();
  const profiles = useLawyerProfiles(filters);
  const page = Number(filters.page);
  return (
    <section
      aria-labelledby="screen-title"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6"
    >
      <h1 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      {children}
      <p className="text-sm text-slate-600">{t('lawyerMarketplace.intro')}</p>
      <ShowFiltersButton filters={filters} />
      <div aria-live="polite" className="sr-only">
        {profiles.data && t('lawyerMarketplace.resultCount', { count: profiles.data.meta.total })}
      </div>
      {profiles.isPending ? (
        <div
          className="flex flex-col gap-3"
          aria-busy="true"
          aria-label={t('lawyerMarketplace.loading')}
        >
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : profiles.isError ? (
        <Alert variant="error">{t('lawyerMarketplace.loadFailed')}</Alert>
      ) : profiles.data.items.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-2xl border border-dashed border-slate-300 p-6">
          <p className="text-sm text-slate-700">{t('lawyerMarketplace.empty')}</p>
          <button
            type="button"
            className="text-sm font-medium text-accent-700 underline"
            onClick={resetFilters}
          >
            {t('lawyerMarketplace.filters.reset')}
          </button>
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={t('lawyerMarketplace.results')}>
            {profiles.data.items.map((profile) => (
              <LawyerCard key={profile.id} profile={profile} />
            ))}
          </ul>
          {profiles.data.meta.totalPages > 1 && (
            <Pagination
              page={page}
              totalPages={profiles.data.meta.totalPages}
              onChange={(next) => updateFilters({ ...filters, page: String(next) })}
              labels={{
                nav: t('lawyerMarketplace.pagination.nav'),
                previous: t('lawyerMarketplace.pagination.previous'),
                next: t('lawyerMarketplace.pagination.next'),
                page: (value) => t('lawyerMarketplace.pagination.page', { page: value }),
                more: t('lawyerMarketplace.pagination.more'),
              }}
            />
          )}
        </>
      )}
      {params.get('quote') && (
        <QuoteFromLink profileId={params.get('quote')!} chatId={params.get('chatId')} />
      )}
    </section>
  );
}

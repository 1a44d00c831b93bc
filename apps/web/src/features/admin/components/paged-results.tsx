import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { SectionState } from './section-state';

type PageOf<Item> = { items: Item[]; meta: { totalPages: number } };

export type PagedQuery<Item> = {
  data: PageOf<Item> | undefined;
  isError: boolean;
  refetch: () => unknown;
};

type PagedResultsProps<Item> = {
  query: PagedQuery<Item>;
  page: number;
  onPageChange: (page: number) => void;
  /** The name of the page navigation, for screen readers. */
  pagesLabel: string;
  /** What an empty page says; the admin's generic "nothing to show" by default. */
  emptyText?: string;
  children: (items: Item[]) => ReactNode;
};

/**
 * One page of an admin list: loading or failure (with a retry), an empty message, or the
 * items, then the page navigation when there is more than one page.
 */
export function PagedResults<Item>({
  query,
  page,
  onPageChange,
  pagesLabel,
  emptyText,
  children,
}: PagedResultsProps<Item>) {
  const { t } = useTranslation();
  const labels = usePaginationLabels(pagesLabel);
  const data = query.data;
  return (
    <>
      {!data ? (
        <SectionState isError={query.isError} onRetry={() => void query.refetch()} />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText ?? t('admin.empty')}</p>
      ) : (
        children(data.items)
      )}
      {data && (
        <Pagination
          page={page}
          totalPages={data.meta.totalPages}
          onChange={onPageChange}
          labels={labels}
        />
      )}
    </>
  );
}

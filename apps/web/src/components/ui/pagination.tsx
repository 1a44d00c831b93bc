import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buildPageList } from '@/lib/page-list';
import { cn } from '@/lib/utils';

export interface PaginationLabels {
  /** Landmark name, e.g. "Pages of similar decisions". */
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  /** Shown to screen readers for an ellipsis. */
  more: string;
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
}

const itemClasses =
  'inline-flex size-9 items-center justify-center rounded-md text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

/** Previous, first and last pages, the current page's neighbours, ellipses, next. */
export function Pagination({ page, totalPages, onChange, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.nav}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(itemClasses, 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400')}
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-label={labels.previous}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
        </li>
        {buildPageList(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  itemClasses,
                  item === page ? 'bg-accent-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
                onClick={() => onChange(item)}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={cn(itemClasses, 'text-slate-600')}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{labels.more}</span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(itemClasses, 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400')}
            onClick={() => onChange(page + 1)}
            disabled={page >= totalPages}
            aria-label={labels.next}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

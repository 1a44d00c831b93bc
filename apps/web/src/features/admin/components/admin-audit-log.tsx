import { AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_SEARCH_DEBOUNCE_MS } from '@lexlogis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { useAuditLogs } from '../api/admin-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { SectionState } from './section-state';

type Filters = {
  searchQuery: string;
  entityType: string;
  action: string;
  startDate: string;
  endDate: string;
};
const EMPTY: Filters = { searchQuery: '', entityType: '', action: '', startDate: '', endDate: '' };

/** The audit log, newest first, 12 per page; typing waits 500 ms before searching (spec 02 §9). */
export function AdminAuditLog() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(filters, AUDIT_LOG_SEARCH_DEBOUNCE_MS);
  const logs = useAuditLogs({
    page,
    limit: AUDIT_LOG_PAGE_SIZE,
    searchQuery: debounced.searchQuery.trim() || undefined,
    entityType: debounced.entityType.trim() || undefined,
    action: debounced.action.trim() || undefined,
    startDate: debounced.startDate || undefined,
    endDate: debounced.endDate || undefined,
  });
  const paginationLabels = usePaginationLabels(t('admin.audit.pages'));
  const update = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value }));
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {(['searchQuery', 'entityType', 'action'] as const).map((key) => (
          <label key={key} className="text-sm font-medium text-slate-800">
            {t(`admin.audit.${key}`)}
            <Input
              className="mt-1"
              type={key === 'searchQuery' ? 'search' : 'text'}
              value={filters[key]}
              onChange={update(key)}
            />
          </label>
        ))}
        {(['startDate', 'endDate'] as const).map((key) => (
          <label key={key} className="text-sm font-medium text-slate-800">
            {t(`admin.audit.${key}`)}
            <Input className="mt-1" type="date" value={filters[key]} onChange={update(key)} />
          </label>
        ))}
      </div>
      {!logs.data ? (
        <SectionState isError={logs.isError} onRetry={() => void logs.refetch()} />
      ) : logs.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.empty')}</p>
      ) : (
        // Focusable, so keyboard users can scroll the table at 375 px (axe: scrollable region).
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={t('admin.sections.auditLog')}
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('admin.sections.auditLog')}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.audit.timestamp')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.audit.action')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.audit.entityType')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.audit.entity')}
                </th>
                <th scope="col" className="py-2">
                  {t('admin.audit.actor')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {logs.data.items.map((item) => (
                <tr key={item.id}>
                  <td className="py-2 pr-3">
                    <time dateTime={item.timestamp}>
                      {new Date(item.timestamp).toLocaleString()}
                    </time>
                  </td>
                  <td className="py-2 pr-3 font-medium">{item.action}</td>
                  <td className="py-2 pr-3">{item.entityType}</td>
                  <td className="break-all py-2 pr-3">{item.entityId ?? '—'}</td>
                  <td className="break-all py-2">{item.userId ?? t('admin.audit.system')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {logs.data && (
        <Pagination
          page={page}
          totalPages={logs.data.meta.totalPages}
          onChange={setPage}
          labels={paginationLabels}
        />
      )}
    </div>
  );
}

import {
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_LOG_SEARCH_DEBOUNCE_MS,
  type AuditLogItem,
} from '@lexlogis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useAuditLogs } from '../api/admin-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type AdminColumn } from './admin-table';
import { PagedResults } from './paged-results';

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
  const columns: AdminColumn<AuditLogItem>[] = [
    {
      header: t('admin.audit.timestamp'),
      cell: (item) => (
        <time dateTime={item.timestamp}>{new Date(item.timestamp).toLocaleString()}</time>
      ),
    },
    { header: t('admin.audit.action'), className: 'font-medium', cell: (item) => item.action },
    { header: t('admin.audit.entityType'), cell: (item) => item.entityType },
    {
      header: t('admin.audit.entity'),
      className: 'break-all',
      cell: (item) => item.entityId ?? '—',
    },
    {
      header: t('admin.audit.actor'),
      className: 'break-all',
      cell: (item) => item.userId ?? t('admin.audit.system'),
    },
  ];
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
      <PagedResults
        query={logs}
        page={page}
        onPageChange={setPage}
        pagesLabel={t('admin.audit.pages')}
      >
        {(items) => (
          <AdminTable
            label={t('admin.sections.auditLog')}
            columns={columns}
            rows={items}
            rowKey={(item) => item.id}
          />
        )}
      </PagedResults>
    </div>
  );
}

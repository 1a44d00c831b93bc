import type { User } from '@lexlogis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { showToast } from '@/lib/toast';
import { useAdminUsers, useSetUserStatus } from '../api/admin-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type AdminColumn } from './admin-table';
import { AdminUserDetailDialog } from './admin-user-detail-dialog';
import { PagedResults } from './paged-results';
import { SearchField } from './search-field';
import { ChatHistoryList } from './chat-history-list';

export function AdminUsers({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [historyFor, setHistoryFor] = useState<{ id: string; name: string } | null>(null);
  const [detailFor, setDetailFor] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ search: debouncedSearch, page });
  const setStatus = useSetUserStatus();

  async function changeStatus(id: string, status: 'SUSPENDED' | 'CONFIRMED') {
    try {
      await setStatus.mutateAsync({ id, status });
      showToast(t(status === 'SUSPENDED' ? 'admin.users.suspended' : 'admin.users.reenabled'), {
        variant: 'success',
      });
    } catch {
      showToast(t('admin.actionFailed'), { variant: 'error' });
    }
  }

  const columns: AdminColumn<User>[] = [
    { header: t('admin.users.name'), cell: (user) => user.name || '—' },
    { header: t('admin.users.email'), cell: (user) => user.email },
    { header: t('admin.users.status'), cell: (user) => t(`admin.users.statuses.${user.status}`) },
    {
      header: t('admin.users.actions'),
      className: 'flex flex-wrap gap-2',
      cell: (user) => (
        <>
          <Button size="sm" variant="outline" onClick={() => setDetailFor(user.id)}>
            {t('admin.directory.openUser')}
            <span className="sr-only"> — {user.email}</span>
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setHistoryFor({ id: user.id, name: user.name || user.email })}
          >
            {t('admin.users.history')}
            <span className="sr-only"> — {user.email}</span>
          </Button>
          {user.id !== currentUserId && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void changeStatus(user.id, user.status === 'SUSPENDED' ? 'CONFIRMED' : 'SUSPENDED')
              }
            >
              {user.status === 'SUSPENDED' ? t('admin.users.reenable') : t('admin.users.suspend')}
              <span className="sr-only"> — {user.email}</span>
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <SearchField
        label={t('admin.users.search')}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <PagedResults
        query={users}
        page={page}
        onPageChange={setPage}
        pagesLabel={t('admin.users.pages')}
      >
        {(items) => (
          <AdminTable
            label={t('admin.sections.users')}
            columns={columns}
            rows={items}
            rowKey={(user) => user.id}
          />
        )}
      </PagedResults>
      <ChatHistoryDialog user={historyFor} onClose={() => setHistoryFor(null)} />
      <AdminUserDetailDialog
        userId={detailFor}
        currentUserId={currentUserId}
        onClose={() => setDetailFor(null)}
      />
    </div>
  );
}

function ChatHistoryDialog({
  user,
  onClose,
}: {
  user: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="max-w-2xl">
        <DialogTitle className="text-lg font-semibold">
          {t('admin.users.historyTitle', { name: user?.name ?? '' })}
        </DialogTitle>
        <p className="mt-1 text-xs text-slate-600">{t('admin.users.historyAudited')}</p>
        {user && <ChatHistoryList userId={user.id} className="mt-3" />}
        <Button variant="outline" className="mt-4 self-end" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

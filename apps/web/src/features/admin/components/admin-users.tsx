import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { showToast } from '@/lib/toast';
import { useAdminUsers, useChatHistory, useSetUserStatus } from '../api/admin-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { AdminUserDetailDialog } from './admin-user-detail-dialog';
import { SectionState } from './section-state';

export function AdminUsers({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [historyFor, setHistoryFor] = useState<{ id: string; name: string } | null>(null);
  const [detailFor, setDetailFor] = useState<string | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ search: debouncedSearch, page });
  const setStatus = useSetUserStatus();
  const paginationLabels = usePaginationLabels(t('admin.users.pages'));

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

  return (
    <div className="space-y-4">
      <label className="block max-w-sm text-sm font-medium text-slate-800">
        {t('admin.users.search')}
        <Input
          type="search"
          className="mt-1"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </label>
      {!users.data ? (
        <SectionState isError={users.isError} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('admin.sections.users')}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.users.name')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.users.email')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.users.status')}
                </th>
                <th scope="col" className="py-2">
                  {t('admin.users.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.data.items.map((user) => (
                <tr key={user.id}>
                  <td className="py-2 pr-3">{user.name || '—'}</td>
                  <td className="py-2 pr-3">{user.email}</td>
                  <td className="py-2 pr-3">{t(`admin.users.statuses.${user.status}`)}</td>
                  <td className="flex flex-wrap gap-2 py-2">
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
                    {user.id !== currentUserId &&
                      (user.status === 'SUSPENDED' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => void changeStatus(user.id, 'CONFIRMED')}
                        >
                          {t('admin.users.reenable')}
                          <span className="sr-only"> — {user.email}</span>
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => void changeStatus(user.id, 'SUSPENDED')}
                        >
                          {t('admin.users.suspend')}
                          <span className="sr-only"> — {user.email}</span>
                        </Button>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.data && (
        <Pagination
          page={page}
          totalPages={users.data.meta.totalPages}
          onChange={setPage}
          labels={paginationLabels}
        />
      )}
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
  const history = useChatHistory(user?.id ?? null);
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="max-w-2xl">
        <DialogTitle className="text-lg font-semibold">
          {t('admin.users.historyTitle', { name: user?.name ?? '' })}
        </DialogTitle>
        <p className="mt-1 text-xs text-slate-600">{t('admin.users.historyAudited')}</p>
        {!history.data ? (
          <SectionState isError={history.isError} onRetry={() => void history.refetch()} />
        ) : history.data.items.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('admin.empty')}</p>
        ) : (
          <ol className="mt-3 space-y-2 text-sm">
            {history.data.items.map((item, index) => (
              <li key={index} className={item.role === 'user' ? 'font-medium' : 'text-slate-700'}>
                <span className="sr-only">{t(`admin.users.roles.${item.role}`)}: </span>
                <span className="whitespace-pre-wrap">{item.content}</span>
              </li>
            ))}
          </ol>
        )}
        <Button variant="outline" className="mt-4 self-end" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

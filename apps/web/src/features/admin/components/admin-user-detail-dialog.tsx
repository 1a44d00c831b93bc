import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { showToast } from '@/lib/toast';
import { useSetUserStatus } from '../api/admin-api';
import { useAdminUserDetail } from '../api/admin-directory-api';
import { AdminUserEditForm } from './admin-user-edit-form';
import { ChatHistoryList } from './chat-history-list';
import { SectionState } from './section-state';

/**
 * A user's detail, edit form, suspension and (on request, since reading it is audited) chat
 * history. A dialog over the list it was opened from (docs/decisions.md, issue 15 admin-dir).
 */
export function AdminUserDetailDialog({
  userId,
  currentUserId,
  onClose,
}: {
  userId: string | null;
  currentUserId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useAdminUserDetail(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined} className="max-w-2xl">
        <DialogTitle className="text-lg font-semibold">
          {detail.data
            ? t('admin.directory.userTitle', {
                name: detail.data.user.name || detail.data.user.email,
              })
            : t('admin.directory.userTitleLoading')}
        </DialogTitle>
        {!detail.data ? (
          <SectionState isError={detail.isError} onRetry={() => void detail.refetch()} />
        ) : (
          <UserDetailBody
            key={detail.data.user.id}
            detail={detail.data}
            currentUserId={currentUserId}
          />
        )}
        <Button variant="outline" className="mt-4 self-end" onClick={onClose}>
          {t('admin.close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

function UserDetailBody({
  detail,
  currentUserId,
}: {
  detail: AdminUserDetail;
  currentUserId: string;
}) {
  const { t, i18n } = useTranslation();
  const { user } = detail;
  const setStatus = useSetUserStatus();
  const [showHistory, setShowHistory] = useState(false);
  const formatDate = (value: string | null | undefined) =>
    value ? new Date(value).toLocaleString(i18n.language) : t('admin.directory.never');

  async function changeStatus(status: 'SUSPENDED' | 'CONFIRMED') {
    try {
      await setStatus.mutateAsync({ id: user.id, status });
      showToast(t(status === 'SUSPENDED' ? 'admin.users.suspended' : 'admin.users.reenabled'), {
        variant: 'success',
      });
    } catch {
      showToast(t('admin.actionFailed'), { variant: 'error' });
    }
  }

  const facts: [string, string][] = [
    [t('admin.users.email'), user.email],
    [t('admin.directory.role'), t(`admin.directory.userRoles.${user.role}`)],
    [t('admin.directory.isAdmin'), t(user.isAdmin ? 'admin.directory.yes' : 'admin.directory.no')],
    [t('admin.users.status'), t(`admin.users.statuses.${user.status}`)],
    [
      t('admin.directory.plan'),
      t(user.isSubscribed ? 'admin.directory.planPro' : 'admin.directory.planFree'),
    ],
    [t('admin.directory.city'), user.city],
    [t('admin.directory.language'), t(`admin.directory.languages.${user.language}`)],
    [t('admin.directory.createdAt'), formatDate(user.createdAt)],
    [t('admin.directory.lastLogin'), formatDate(user.lastLogin)],
    [t('admin.directory.conversations'), String(detail.conversationCount)],
    [t('admin.directory.questions'), String(detail.questionCount)],
  ];

  return (
    <div className="mt-3 space-y-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-700">{label}:</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {user.id !== currentUserId &&
          (user.status === 'SUSPENDED' ? (
            <Button size="sm" variant="secondary" onClick={() => void changeStatus('CONFIRMED')}>
              {t('admin.users.reenable')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => void changeStatus('SUSPENDED')}>
              {t('admin.users.suspend')}
            </Button>
          ))}
        {!showHistory && (
          <Button size="sm" variant="outline" onClick={() => setShowHistory(true)}>
            {t('admin.directory.viewHistory')}
          </Button>
        )}
      </div>
      {!showHistory ? (
        <p className="text-xs text-slate-600">{t('admin.users.historyAudited')}</p>
      ) : (
        <ChatHistory userId={user.id} />
      )}
      <AdminUserEditForm user={user} />
    </div>
  );
}

function ChatHistory({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="admin-user-history-title"
      className="rounded-md border border-slate-200 p-3"
    >
      <h3 id="admin-user-history-title" className="text-base font-semibold text-slate-900">
        {t('admin.users.history')}
      </h3>
      <ChatHistoryList userId={userId} className="mt-2" />
    </section>
  );
}

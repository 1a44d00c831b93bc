import {
  changePasswordRequestSchema,
  deletedHistorySchema,
  okResponseSchema,
} from '@lexlogis/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { apiRequest } from '@/lib/api-client';
import { signOut } from '@/lib/auth-session-actions';
import { getAccessToken } from '@/lib/auth-token';
import { idpRequest } from '@/lib/idp-client';
import { showToast } from '@/lib/toast';

type Pending = 'history' | 'account' | null;

/** Change password (through /idp), delete my history, delete my account (issue 15). */
export function AccountManagement() {
  const { t } = useTranslation();
  const [previousPassword, setPreviousPassword] = useState('');
  const [proposedPassword, setProposedPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    const body = changePasswordRequestSchema.safeParse({ previousPassword, proposedPassword });
    if (!body.success) {
      setPasswordError(body.error.issues[0]?.message ?? t('profile.account.passwordFailed'));
      return;
    }
    setBusy(true);
    try {
      await idpRequest('/change-password', {
        body: body.data,
        accessToken: getAccessToken(),
        schema: okResponseSchema,
      });
      setPasswordError(null);
      setPreviousPassword('');
      setProposedPassword('');
      showToast(t('profile.account.passwordChanged'), { variant: 'success' });
    } catch {
      setPasswordError(t('profile.account.passwordFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function confirmDeletion() {
    const what = confirming;
    setBusy(true);
    try {
      if (what === 'history') {
        await apiRequest('/users/me/history', { method: 'DELETE', schema: deletedHistorySchema });
        showToast(t('profile.account.historyDeleted'), { variant: 'success' });
      } else if (what === 'account') {
        await apiRequest('/users/me', { method: 'DELETE' });
        showToast(t('profile.account.accountDeleted'), { variant: 'success' });
        await signOut();
      }
      setConfirming(null);
    } catch {
      showToast(t('profile.account.failed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="account-title"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="account-title" className="text-lg font-semibold text-slate-900">
        {t('profile.account.title')}
      </h2>
      <form onSubmit={changePassword} className="max-w-sm space-y-3">
        <h3 className="font-medium text-slate-900">{t('profile.account.changePassword')}</h3>
        <label className="block text-sm font-medium text-slate-800">
          {t('profile.account.currentPassword')}
          <Input
            className="mt-1"
            type="password"
            autoComplete="current-password"
            value={previousPassword}
            onChange={(event) => setPreviousPassword(event.target.value)}
          />
        </label>
        <label className="block text-sm font-medium text-slate-800">
          {t('profile.account.newPassword')}
          <Input
            className="mt-1"
            type="password"
            autoComplete="new-password"
            value={proposedPassword}
            onChange={(event) => setProposedPassword(event.target.value)}
          />
        </label>
        {passwordError && <Alert variant="error">{passwordError}</Alert>}
        <Button type="submit" disabled={busy}>
          {t('profile.account.changePassword')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setConfirming('history')}>
          {t('profile.account.deleteHistory')}
        </Button>
        <Button variant="outline" className="text-red-700" onClick={() => setConfirming('account')}>
          {t('profile.account.deleteAccount')}
        </Button>
      </div>
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !busy && setConfirming(null)}
      >
        <DialogContent>
          <DialogTitle className="text-lg font-semibold">
            {confirming === 'account'
              ? t('profile.account.deleteAccount')
              : t('profile.account.deleteHistory')}
          </DialogTitle>
          <DialogDescription className="mt-2 text-sm text-slate-700">
            {confirming === 'account'
              ? t('profile.account.deleteAccountConfirm')
              : t('profile.account.deleteHistoryConfirm')}
          </DialogDescription>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(null)}>
              {t('profile.account.cancel')}
            </Button>
            <Button disabled={busy} onClick={() => void confirmDeletion()}>
              {t('profile.account.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}

import type { User } from '@lexlogis/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { signOut } from '@/lib/auth-session-actions';
import { ProfileForm } from './profile-form';

interface ProfileDialogProps {
  account: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * complete: opened because the profile is incomplete (spec 02 §2); it stays until saved, with
   * Sign out as the only other way on. edit: opened from Personal information; can be cancelled.
   */
  mode: 'complete' | 'edit';
}

/** The user-info dialog (spec 01 §2 "Dialogs", §4): submit saves, closes and confirms. */
export function ProfileDialog({ account, open, onOpenChange, mode }: ProfileDialogProps) {
  const { t } = useTranslation();
  const required = mode === 'complete';
  const keepOpen = (event: Event) => {
    if (required) event.preventDefault();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onEscapeKeyDown={keepOpen} onInteractOutside={keepOpen}>
        <DialogTitle className="text-xl font-semibold text-slate-900">
          {required ? t('profile.dialog.title') : t('profile.dialog.editTitle')}
        </DialogTitle>
        <DialogDescription className="mb-4 mt-1 text-sm text-slate-600">
          {t('profile.dialog.description')}
        </DialogDescription>
        <ProfileForm
          account={account}
          onSaved={() => onOpenChange(false)}
          secondaryAction={
            required
              ? { label: t('user.signOut'), onClick: () => void signOut() }
              : { label: t('profile.dialog.cancel'), onClick: () => onOpenChange(false) }
          }
        />
      </DialogContent>
    </Dialog>
  );
}

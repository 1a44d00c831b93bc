import { buildProfileUpdate, type User } from '@lexlogis/contracts';
import { useMutation } from '@tanstack/react-query';
import { changeLanguage, i18n } from '@/i18n/i18n';
import { updateSessionAccount } from '@/lib/auth-session-actions';
import { showToast } from '@/lib/toast';
import { updateProfile } from '../api/update-profile';
import type { ProfileDialogValues } from '../components/profile-form-schema';

const TOAST_ID = 'profile-update';

/**
 * Saves the profile (spec 01 §8): 'Updating profile...', then 'Success' / 'Profile updated
 * successfully', or 'Error' / 'Failed to update profile'. The saved language applies at once and
 * the session account is replaced, so every screen sees the new profile.
 */
export function useSaveProfile(account: User, onSaved: () => void) {
  return useMutation({
    mutationFn: async (values: ProfileDialogValues) => {
      showToast(i18n.t('profile.toasts.updating'), { id: TOAST_ID });
      return updateProfile(account.id, buildProfileUpdate(values));
    },
    onSuccess: async (saved) => {
      updateSessionAccount(saved);
      await changeLanguage(saved.language);
      showToast(i18n.t('profile.toasts.successTitle'), {
        id: TOAST_ID,
        variant: 'success',
        description: i18n.t('profile.toasts.successDescription'),
      });
      onSaved();
    },
    onError: () => {
      showToast(i18n.t('profile.toasts.errorTitle'), {
        id: TOAST_ID,
        variant: 'error',
        description: i18n.t('profile.toasts.errorDescription'),
      });
    },
  });
}

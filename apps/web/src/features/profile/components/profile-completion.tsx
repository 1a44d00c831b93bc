import { isProfileIncomplete } from '@lexlogis/contracts/helpers';
import { useAuthSession } from '@/lib/use-auth-session';
import { lazyDialog } from '@/components/ui/lazy-dialog';

// Dialogs load when first opened (issue 18): most visits never open them.
const ProfileDialog = lazyDialog(
  () => import('./profile-dialog').then((module) => module.ProfileDialog),
  (props) => props.open,
);

/** Opens the profile dialog whenever the signed-in account's profile is incomplete (spec 02 §2). */
export function ProfileCompletion() {
  const { account } = useAuthSession();
  if (!account || !isProfileIncomplete(account)) return null;
  // Saving completes the profile, which unmounts the dialog; there is no other way to close it.
  return <ProfileDialog account={account} open mode="complete" onOpenChange={() => undefined} />;
}

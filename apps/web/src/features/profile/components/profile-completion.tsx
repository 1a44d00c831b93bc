import { isProfileIncomplete } from '@lexlogis/contracts';
import { useAuthSession } from '@/lib/use-auth-session';
import { ProfileDialog } from './profile-dialog';

/** Opens the profile dialog whenever the signed-in account's profile is incomplete (spec 02 §2). */
export function ProfileCompletion() {
  const { account } = useAuthSession();
  if (!account || !isProfileIncomplete(account)) return null;
  // Saving completes the profile, which unmounts the dialog; there is no other way to close it.
  return <ProfileDialog account={account} open mode="complete" onOpenChange={() => undefined} />;
}

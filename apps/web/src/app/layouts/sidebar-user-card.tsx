import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { signOut } from '@/lib/auth-session-actions';
import { getProfilePath, useSessionUser, type SessionUser } from '@/lib/session-user';

/** Sidebar footer: who is signed in, linking to their profile, and a way to sign out. */
export function SidebarUserCard() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  return (
    <div className="flex items-center gap-2 border-t border-slate-200 p-3">
      <Link
        to={getProfilePath(user)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-2 hover:bg-slate-100"
      >
        <Avatar name={user.name} picture={user.picture} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium text-slate-900">{user.name}</span>
          <RoleLabel user={user} />
        </span>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        disabled={signingOut}
        aria-label={signingOut ? t('user.signingOut') : t('user.signOut')}
        title={t('user.signOut')}
        onClick={() => {
          // The session ends at once; the guard then shows the login page.
          setSigningOut(true);
          void signOut();
        }}
      >
        {signingOut ? (
          <Spinner className="size-5" />
        ) : (
          <LogOut className="size-5" aria-hidden="true" />
        )}
      </Button>
    </div>
  );
}

function RoleLabel({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const label = user.isAdmin ? t('user.roles.admin') : t(`user.roles.${user.role}`);
  return (
    <span className="truncate text-xs text-slate-500">
      {label}
      <span className="sr-only">, {t('user.openProfile')}</span>
    </span>
  );
}

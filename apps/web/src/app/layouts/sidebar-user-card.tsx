import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { getProfilePath, useSessionUser, type SessionUser } from '@/lib/session-user';

/** Sidebar footer: who is signed in, linking to their profile. Nothing without a user. */
export function SidebarUserCard() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="border-t border-slate-200 p-3">
      <Link
        to={getProfilePath(user)}
        className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-100"
      >
        <Avatar name={user.name} picture={user.picture} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-sm font-medium text-slate-900">{user.name}</span>
          <RoleLabel user={user} />
        </span>
      </Link>
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

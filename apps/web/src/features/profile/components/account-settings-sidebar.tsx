import { ArrowLeft, UserRound } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLawyer, useSessionUser } from '@/lib/session-user';
import { cn } from '@/lib/utils';

/** Profile paths: account settings with a personal information entry; lawyers can go back. */
export function AccountSettingsSidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useSessionUser();
  return (
    <div className="flex flex-col gap-4">
      {isLawyer(user) && (
        <Link
          to="/dashboard"
          className="inline-flex w-fit items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('profile.backToDashboard')}
        </Link>
      )}
      <nav aria-labelledby="account-settings-title">
        <h2
          id="account-settings-title"
          className="px-3 pb-2 text-base font-semibold text-slate-900"
        >
          {t('profile.accountSettings')}
        </h2>
        <ul>
          <li>
            <NavLink
              to={pathname}
              end
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-accent-50 text-accent-800' : 'text-slate-700 hover:bg-slate-100',
                )
              }
            >
              <UserRound className="size-4" aria-hidden="true" />
              {t('profile.personalInformation')}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}

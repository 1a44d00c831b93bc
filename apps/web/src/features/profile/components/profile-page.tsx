import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuthSession } from '@/lib/use-auth-session';
import { AccountManagement } from './account-management';
import { PersonalInformation } from './personal-information';

/** /profile, /marketplace/profile and /dashboard/profile: the account's personal information. */
export function ProfilePage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const { account } = useAuthSession();
  useDocumentTitle(t('common.pageTitle', { page: title }));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {account && <PersonalInformation account={account} />}
      {children}
      {account && <AccountManagement />}
    </div>
  );
}

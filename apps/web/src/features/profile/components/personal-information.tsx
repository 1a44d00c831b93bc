import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { isAnswered } from './profile-form-schema';

// Dialogs load when first opened (issue 18): most visits never open them.
const ProfileDialog = lazyDialog(
  () => import('./profile-dialog').then((module) => module.ProfileDialog),
  (props) => props.open,
);

/** The "Personal information" entry of the profile pages: the saved answers and an edit button. */
export function PersonalInformation({ account }: { account: User }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const notSet = t('profile.notSet');
  const rows: [label: string, value: string][] = [
    [t('profile.fields.name'), account.name || notSet],
    [t('profile.fields.email'), account.email],
    [t('profile.fields.city'), isAnswered(account.city) ? account.city : notSet],
    [t('profile.fields.ageGroup'), isAnswered(account.ageGroup) ? account.ageGroup : notSet],
    [t('profile.fields.language'), t(`language.${account.language}`)],
    [t('profile.fields.role'), t(`profile.roles.${account.role}`)],
  ];
  return (
    <section
      aria-labelledby="personal-information-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="personal-information-title" className="text-lg font-semibold text-slate-900">
            {t('profile.personalInformation')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('profile.personalInformationIntro')}</p>
        </div>
        <Button variant="outline" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('profile.edit')}
        </Button>
      </div>
      <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {editing && <ProfileDialog account={account} open mode="edit" onOpenChange={setEditing} />}
    </section>
  );
}

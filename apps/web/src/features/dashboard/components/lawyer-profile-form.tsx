import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AREAS_OF_LAW,
  AREA_OF_LAW_LABELS,
  updateLawyerProfileRequestSchema,
  type LawyerProfile,
} from '@lexlogis/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { showToast } from '@/lib/toast';
import { useOwnLawyerProfile, useSaveLawyerProfile } from '../api/lawyer-profile-api';

/** Languages offered as checkboxes; codes are shown with the browser's language names. */
const LANGUAGE_CHOICES = ['fr', 'en', 'es', 'ar', 'zh', 'pt', 'it', 'ht', 'vi', 'fa'];

type Draft = {
  name: string;
  description: string;
  expert_image: string;
  city: string;
  stateProvince: string;
  country: string;
  barreauNumber: string;
  languages: string[];
  areasOfLaw: string[];
};

function toDraft(profile: LawyerProfile | null | undefined): Draft {
  return {
    name: profile?.name ?? '',
    description: profile?.description ?? '',
    expert_image: profile?.expert_image ?? '',
    city: profile?.city ?? '',
    stateProvince: profile?.stateProvince ?? '',
    country: profile?.country ?? '',
    barreauNumber: profile?.barreauNumber ?? '',
    languages: profile?.languages ?? [],
    areasOfLaw: profile?.areasOfLaw ?? [],
  };
}

/** /dashboard/profile: the lawyer creates or edits their marketplace profile. */
export function LawyerProfileForm() {
  const profile = useOwnLawyerProfile();
  if (profile.isPending) return null;
  return <ProfileEditor profile={profile.data ?? null} key={profile.data?.updatedAt ?? 'new'} />;
}

function ProfileEditor({ profile }: { profile: LawyerProfile | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const [draft, setDraft] = useState<Draft>(() => toDraft(profile));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveLawyerProfile();
  const names = new Intl.DisplayNames([lang], { type: 'language' });
  const set = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const toggle = (key: 'languages' | 'areasOfLaw', value: string) =>
    set({
      [key]: draft[key].includes(value)
        ? draft[key].filter((item) => item !== value)
        : [...draft[key], value],
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateLawyerProfileRequestSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('lawyerMarketplace.profileForm.invalid'));
      return;
    }
    setError(null);
    save.mutate(
      { exists: profile !== null, changes: parsed.data },
      {
        onSuccess: () =>
          showToast(t('lawyerMarketplace.profileForm.saved'), { variant: 'success' }),
      },
    );
  };

  const text = (
    key: 'name' | 'expert_image' | 'city' | 'stateProvince' | 'country' | 'barreauNumber',
    hint?: string,
  ) => (
    <Field
      id={`lawyer-${key}`}
      label={t(`lawyerMarketplace.profileForm.fields.${key}`)}
      hint={hint}
    >
      {(control) => (
        <Input
          {...control}
          value={draft[key]}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <section
      aria-labelledby="lawyer-profile-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="lawyer-profile-title" className="text-lg font-semibold text-slate-900">
        {t('lawyerMarketplace.profileForm.title')}
      </h2>
      {!profile && (
        <p className="text-sm text-slate-600">{t('lawyerMarketplace.profileForm.create')}</p>
      )}
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        {text('name')}
        <Field
          id="lawyer-description"
          label={t('lawyerMarketplace.profileForm.fields.description')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={4}
              className="rounded-md border border-slate-300 p-2 text-sm"
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          )}
        </Field>
        {text('expert_image', t('lawyerMarketplace.profileForm.photoHint'))}
        {text('city')}
        {text('stateProvince')}
        {text('country')}
        {text('barreauNumber', t('lawyerMarketplace.profileForm.barreauHint'))}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">
            {t('lawyerMarketplace.profileForm.fields.languages')}
          </legend>
          <div className="flex flex-wrap gap-3">
            {LANGUAGE_CHOICES.map((code) => (
              <label key={code} className="flex items-center gap-1 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={draft.languages.includes(code)}
                  onChange={() => toggle('languages', code)}
                />
                {names.of(code) ?? code}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-slate-800">
            {t('lawyerMarketplace.profileForm.fields.areasOfLaw')}
          </legend>
          <div className="flex flex-col gap-1">
            {AREAS_OF_LAW.map((area) => (
              <label key={area} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={draft.areasOfLaw.includes(area)}
                  onChange={() => toggle('areasOfLaw', area)}
                />
                {AREA_OF_LAW_LABELS[area][lang]}
              </label>
            ))}
          </div>
        </fieldset>
        {(error || save.isError) && (
          <Alert variant="error">{error ?? t('lawyerMarketplace.profileForm.failed')}</Alert>
        )}
        <Button type="submit" variant="primary" className="self-start" disabled={save.isPending}>
          {t('lawyerMarketplace.profileForm.save')}
        </Button>
      </form>
    </section>
  );
}

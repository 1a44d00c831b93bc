import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { AGE_GROUPS, LANGUAGES, USER_ROLES, type User } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { getCurrentLanguage } from '@/i18n/i18n';
import { translateFieldError } from '@/lib/form-errors';
import { useSaveProfile } from '../hooks/use-save-profile';
import {
  getProfileDefaults,
  profileDialogSchema,
  type ProfileDialogInput,
  type ProfileDialogValues,
} from './profile-form-schema';

interface ProfileFormProps {
  account: User;
  onSaved: () => void;
  /** The secondary action: Cancel when editing, Sign out when the profile must be completed. */
  secondaryAction: { label: string; onClick: () => void };
}

/** Each language in its own name, as language pickers usually show them. */
const LANGUAGE_NAMES = { en: 'English', fr: 'Français' } as const;

const POLICY_LINK_CLASSES = 'font-medium text-accent-800 underline underline-offset-2';

/** City, age group, language, role and policy consent (spec 01 §3, §5). */
export function ProfileForm({ account, onSaved, secondaryAction }: ProfileFormProps) {
  const { t } = useTranslation();
  const form = useForm<ProfileDialogInput, unknown, ProfileDialogValues>({
    resolver: zodResolver(profileDialogSchema),
    defaultValues: getProfileDefaults(account, getCurrentLanguage()),
  });
  const { errors } = form.formState;
  const save = useSaveProfile(account, onSaved);
  const error = (message: string | undefined) => translateFieldError(t, message);
  // Registered here in screen order: the first invalid field in this order gets the focus.
  const fields = {
    city: form.register('city'),
    ageGroup: form.register('ageGroup'),
    language: form.register('language'),
    role: form.register('role'),
    acceptedPolicies: form.register('acceptedPolicies'),
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="flex flex-col gap-4"
    >
      <Field id="profile-city" label={t('profile.fields.city')} error={error(errors.city?.message)}>
        {(control) => <Input {...control} autoComplete="address-level2" {...fields.city} />}
      </Field>
      <Field
        id="profile-age-group"
        label={t('profile.fields.ageGroup')}
        error={error(errors.ageGroup?.message)}
      >
        {(control) => (
          <Select {...control} {...fields.ageGroup}>
            <option value="" disabled>
              {t('profile.fields.ageGroupPlaceholder')}
            </option>
            {AGE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        id="profile-language"
        label={t('profile.fields.language')}
        error={error(errors.language?.message)}
      >
        {(control) => (
          <Select {...control} {...fields.language}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="profile-role" label={t('profile.fields.role')} error={error(errors.role?.message)}>
        {(control) => (
          <Select {...control} {...fields.role}>
            <option value="" disabled>
              {t('profile.fields.rolePlaceholder')}
            </option>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`profile.roles.${role}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id="profile-accepted-policies"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-accent-700"
            aria-invalid={Boolean(errors.acceptedPolicies)}
            aria-describedby={
              errors.acceptedPolicies ? 'profile-accepted-policies-error' : undefined
            }
            {...fields.acceptedPolicies}
          />
          <label htmlFor="profile-accepted-policies" className="text-sm text-slate-800">
            <Trans
              i18nKey="profile.fields.acceptedPolicies"
              components={{
                privacyLink: (
                  <a
                    href="/policies?tab=privacy"
                    target="_blank"
                    rel="noopener"
                    className={POLICY_LINK_CLASSES}
                  />
                ),
                termsLink: (
                  <a
                    href="/policies?tab=terms"
                    target="_blank"
                    rel="noopener"
                    className={POLICY_LINK_CLASSES}
                  />
                ),
              }}
            />
          </label>
        </div>
        <FieldError
          id="profile-accepted-policies-error"
          message={error(errors.acceptedPolicies?.message)}
        />
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={secondaryAction.onClick} disabled={save.isPending}>
          {secondaryAction.label}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {save.isPending ? t('profile.dialog.submitting') : t('profile.dialog.submit')}
        </Button>
      </div>
    </form>
  );
}

import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FORMAL_NOTICE_ROLES,
  FORMAL_NOTICE_SENDER_ROLE,
  listSituationsForRole,
} from '@lexlogis/contracts';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { NoticeForm } from '../hooks/use-notice-form';
import { useFieldMessage } from './notice-fields';

/** Who writes, about what, and in which language the letter is written. */
export function SituationStep({ form }: { form: NoticeForm }) {
  const { t } = useTranslation();
  const toMessage = useFieldMessage();
  const role = useWatch({ control: form.control, name: 'fields.role' });
  const situation = useWatch({ control: form.control, name: 'fields.situation' });
  const situations = listSituationsForRole(role);
  const errors = form.formState.errors.fields;

  // A situation the other party sends is not offered; switch to one this role can send.
  useEffect(() => {
    const first = situations[0];
    if (first && FORMAL_NOTICE_SENDER_ROLE[situation] !== role) {
      form.setValue('fields.situation', first, { shouldValidate: true });
    }
  }, [form, role, situation, situations]);

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t('documents.notice.role')}</legend>
        <div className="flex flex-wrap gap-4">
          {FORMAL_NOTICE_ROLES.map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-base">
              <input type="radio" value={value} {...form.register('fields.role')} />
              {t(`documents.roles.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2" aria-describedby="notice-situation-hint">
        <legend className="text-sm font-medium text-slate-800">
          {t('documents.notice.situation')}
        </legend>
        <p id="notice-situation-hint" className="text-sm text-slate-600">
          {t('documents.notice.situationHint')}
        </p>
        {situations.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-base">
            <input type="radio" value={value} {...form.register('fields.situation')} />
            {t(`documents.situations.${value}`)}
          </label>
        ))}
        {errors?.situation?.message && (
          <p className="text-sm font-medium text-red-700">{toMessage(errors.situation.message)}</p>
        )}
      </fieldset>
      <Field id="notice-lang" label={t('documents.notice.lang')}>
        {(control) => (
          <Select {...control} {...form.register('lang')} className="sm:max-w-xs">
            <option value="fr">{t('documents.langs.fr')}</option>
            <option value="en">{t('documents.langs.en')}</option>
          </Select>
        )}
      </Field>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { FORMAL_NOTICE_LIMITS } from '@lexlogis/contracts';
import type { NoticeForm } from '../hooks/use-notice-form';
import { NoticeTextField } from './notice-fields';

/** The sender and the recipient: names and addresses, as printed on the letter. */
export function PartiesStep({ form }: { form: NoticeForm }) {
  const { t } = useTranslation();
  const errors = form.formState.errors.fields;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {(['sender', 'recipient'] as const).map((party) => (
        <fieldset key={party} className="flex flex-col gap-4">
          <legend className="mb-2 text-base font-semibold text-slate-900">
            {t(`documents.notice.${party}`)}
          </legend>
          <NoticeTextField
            id={`notice-${party}-name`}
            label={t('documents.notice.name')}
            registration={form.register(`fields.${party}.name`)}
            error={errors?.[party]?.name?.message}
            maxLength={FORMAL_NOTICE_LIMITS.name}
            autoComplete={party === 'sender' ? 'name' : 'off'}
          />
          <NoticeTextField
            id={`notice-${party}-address`}
            label={t('documents.notice.address')}
            hint={t('documents.notice.addressHint')}
            registration={form.register(`fields.${party}.address`)}
            error={errors?.[party]?.address?.message}
            maxLength={FORMAL_NOTICE_LIMITS.address}
            multiline
          />
        </fieldset>
      ))}
    </div>
  );
}

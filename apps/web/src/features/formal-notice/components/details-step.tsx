import { useTranslation } from 'react-i18next';
import { FORMAL_NOTICE_LIMITS } from '@lexlogis/contracts';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { NoticeForm } from '../hooks/use-notice-form';
import { NoticeTextField, useFieldMessage } from './notice-fields';

/** The facts, what is demanded, and the time given to comply. */
export function DetailsStep({ form }: { form: NoticeForm }) {
  const { t } = useTranslation();
  const toMessage = useFieldMessage();
  const errors = form.formState.errors.fields;
  const deadlineErrors = errors?.deadline as
    { amount?: { message?: string }; unit?: { message?: string } } | undefined;
  return (
    <div className="flex flex-col gap-4">
      <NoticeTextField
        id="notice-facts"
        label={t('documents.notice.facts')}
        hint={t('documents.notice.factsHint')}
        registration={form.register('fields.facts')}
        error={errors?.facts?.message}
        maxLength={FORMAL_NOTICE_LIMITS.facts}
        multiline
      />
      <NoticeTextField
        id="notice-demand"
        label={t('documents.notice.demand')}
        hint={t('documents.notice.demandHint')}
        registration={form.register('fields.demand')}
        error={errors?.demand?.message}
        maxLength={FORMAL_NOTICE_LIMITS.demand}
        multiline
      />
      <div className="flex flex-wrap items-start gap-3">
        <Field
          id="notice-deadline-amount"
          label={t('documents.notice.timeGiven')}
          hint={t('documents.notice.timeGivenHint')}
          error={toMessage(deadlineErrors?.amount?.message)}
          className="w-40"
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              {...form.register('fields.deadline.amount', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field id="notice-deadline-unit" label={t('documents.notice.unit')} className="w-40">
          {(control) => (
            <Select {...control} {...form.register('fields.deadline.unit')}>
              <option value="days">{t('documents.notice.days')}</option>
              <option value="months">{t('documents.notice.months')}</option>
            </Select>
          )}
        </Field>
      </div>
    </div>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** Field messages are keys of the contracts (FIELD_ERROR_KEYS), shown in the interface language. */
export function useFieldMessage() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = `documents.fieldErrors.${message}`;
    return i18n.exists(key) ? String(t(key as never)) : String(t('documents.fieldErrors.invalid'));
  };
}

interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  maxLength: number;
  multiline?: boolean;
  autoComplete?: string;
}

export function NoticeTextField(props: TextFieldProps) {
  const { id, label, hint, error, registration, maxLength, multiline, autoComplete } = props;
  const message = useFieldMessage()(error);
  return (
    <Field id={id} label={label} hint={hint} error={message}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            {...registration}
            maxLength={maxLength}
            rows={5}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600 aria-[invalid=true]:border-red-600"
          />
        ) : (
          <Input {...control} {...registration} maxLength={maxLength} autoComplete={autoComplete} />
        )
      }
    </Field>
  );
}

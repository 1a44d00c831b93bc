import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FIELD_CONTROL_CLASSES } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

interface ExcludedSituationDialogProps {
  open: boolean;
  isSending: boolean;
  hasError: boolean;
  onCancel: () => void;
  /** The trimmed message; empty means "just start over" (see docs/decisions.md). */
  onSubmit: (message: string) => void;
}

/** Spec 01 §2: opened when step 1 is left with a situation the lease rules exclude. */
export function ExcludedSituationDialog({
  open,
  isSending,
  hasError,
  onCancel,
  onSubmit,
}: ExcludedSituationDialogProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !isSending) onCancel();
      }}
    >
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(message.trim());
          }}
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">
            {t('questionnaire.excludedDialog.title')}
          </DialogTitle>
          <DialogDescription className="text-sm text-slate-700">
            {t('questionnaire.excludedDialog.body')}
          </DialogDescription>
          <Field
            id="excluded-message"
            label={t('questionnaire.excludedDialog.messageLabel')}
            hint={t('questionnaire.excludedDialog.messageHint')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={5000}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                className={cn(FIELD_CONTROL_CLASSES, 'h-auto py-2')}
              />
            )}
          </Field>
          {hasError && <Alert variant="error">{t('questionnaire.excludedDialog.error')}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={isSending}>
              {t('questionnaire.excludedDialog.cancel')}
            </Button>
            <Button type="submit" disabled={isSending}>
              {isSending && <Spinner />}
              {isSending
                ? t('questionnaire.excludedDialog.sending')
                : t('questionnaire.excludedDialog.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

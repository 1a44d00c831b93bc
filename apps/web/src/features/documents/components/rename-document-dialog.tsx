import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GENERATED_DOCUMENT_TITLE_MAX_LENGTH,
  type GeneratedDocumentSummary,
} from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { useRenameDocument } from '../api/documents-api';

interface RenameDocumentDialogProps {
  document: GeneratedDocumentSummary | null;
  onClose: () => void;
}

export function RenameDocumentDialog({ document, onClose }: RenameDocumentDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('documents.rename.title')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('documents.rename.description')}
        </DialogDescription>
        {document && <RenameForm key={document.id} document={document} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm(props: { document: GeneratedDocumentSummary; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameDocument();
  const [title, setTitle] = useState(props.document.title);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(t('documents.fieldErrors.required'));
      return;
    }
    rename.mutate(
      { id: props.document.id, title: title.trim() },
      {
        onSuccess: () => {
          showToast(t('documents.rename.done'), { variant: 'success' });
          props.onDone();
        },
        onError: () => setError(t('documents.rename.error')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <Field id="document-title" label={t('documents.rename.field')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={GENERATED_DOCUMENT_TITLE_MAX_LENGTH}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={props.onDone}>
          {t('documents.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending && <Spinner />}
          {t('documents.rename.save')}
        </Button>
      </div>
    </form>
  );
}

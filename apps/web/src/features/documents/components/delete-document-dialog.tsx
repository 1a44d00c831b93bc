import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface DeleteDocumentDialogProps {
  title: string | null;
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Confirms a deletion; guarded while it runs. */
export function DeleteDocumentDialog(props: DeleteDocumentDialogProps) {
  const { title, isDeleting, onClose, onConfirm } = props;
  const { t } = useTranslation();
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && !isDeleting && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('documents.delete.title')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('documents.delete.body', { title: title ?? '' })}
        </DialogDescription>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isDeleting}>
            {t('documents.dialog.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={isDeleting} className="bg-red-700 hover:bg-red-800">
            {t('documents.delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface DeleteChatDialogProps {
  title: string | null;
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Confirms a deletion; guarded while it runs. */
export function DeleteChatDialog({ title, isDeleting, onClose, onConfirm }: DeleteChatDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && !isDeleting && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('chat.delete.title')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('chat.delete.body', { title: title ?? '' })}
        </DialogDescription>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isDeleting}>
            {t('chat.dialog.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={isDeleting} className="bg-red-700 hover:bg-red-800">
            {t('chat.delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_TITLE_MAX_LENGTH } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface RenameChatDialogProps {
  title: string | null;
  isSaving: boolean;
  onClose: () => void;
  /** Called with a non-blank title only (spec 01 §5). */
  onSave: (title: string) => void;
}

/** Rename a chat: Ctrl/Cmd+Enter saves; a blank title is ignored. */
export function RenameChatDialog({ title, isSaving, onClose, onSave }: RenameChatDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && onClose()}>
      {title !== null && (
        <RenameForm title={title} isSaving={isSaving} onClose={onClose} onSave={onSave} />
      )}
    </Dialog>
  );
}

function RenameForm({
  title,
  isSaving,
  onClose,
  onSave,
}: RenameChatDialogProps & { title: string }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [value, setValue] = useState(title);
  const save = () => {
    const next = value.trim();
    if (!next || isSaving) return;
    onSave(next);
  };
  return (
    <DialogContent aria-describedby={`${fieldId}-hint`}>
      <DialogTitle className="text-lg font-semibold text-slate-900">
        {t('chat.rename.title')}
      </DialogTitle>
      <DialogDescription id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
        {t('chat.rename.hint')}
      </DialogDescription>
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {t('chat.rename.label')}
        </label>
        <textarea
          id={fieldId}
          rows={2}
          value={value}
          maxLength={CONVERSATION_TITLE_MAX_LENGTH}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              save();
            }
          }}
          className="resize-none rounded-md border border-slate-300 px-3 py-2 text-base focus:border-accent-600 focus:outline-none"
        />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('chat.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={isSaving || !value.trim()}>
            {t('chat.rename.save')}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

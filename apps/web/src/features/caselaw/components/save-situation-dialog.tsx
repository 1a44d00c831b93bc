import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SITUATION_DESCRIPTION_MAX_LENGTH,
  SITUATION_TITLE_MAX_LENGTH,
  type CaselawFilters,
} from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { useSaveSituation } from '../api/situations-api';

export interface SituationDraft {
  title: string;
  description: string;
  search?: CaselawFilters;
  /** Saving from a conversation: the server copies its questionnaire answers. */
  conversationId?: string;
}

interface SaveSituationDialogProps {
  draft: SituationDraft;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Saves a situation (POST /situations) with an editable title and description. */
export function SaveSituationDialog({ draft, open, onOpenChange }: SaveSituationDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('caselaw.situations.saveTitle')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('caselaw.situations.saveDescription')}
        </DialogDescription>
        {open && <SaveSituationForm draft={draft} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SaveSituationForm({ draft, onDone }: { draft: SituationDraft; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSituation();
  const [title, setTitle] = useState(draft.title.slice(0, SITUATION_TITLE_MAX_LENGTH));
  const [description, setDescription] = useState(
    draft.description.slice(0, SITUATION_DESCRIPTION_MAX_LENGTH),
  );
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(t('caselaw.situations.titleRequired'));
      return;
    }
    save.mutate(
      {
        title: title.trim(),
        description: description.trim(),
        ...(draft.search ? { search: draft.search } : {}),
        ...(draft.conversationId ? { conversationId: draft.conversationId } : {}),
      },
      {
        onSuccess: () => {
          showToast(t('caselaw.situations.saved'), { variant: 'success' });
          onDone();
        },
        onError: () => setError(t('caselaw.situations.error')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
      <Field id="situation-title" label={t('caselaw.situations.titleField')} error={error}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={SITUATION_TITLE_MAX_LENGTH}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field id="situation-description" label={t('caselaw.situations.descriptionField')}>
        {(control) => (
          <textarea
            {...control}
            value={description}
            maxLength={SITUATION_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => setDescription(event.target.value)}
            rows={4}
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-base text-slate-900 focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600"
          />
        )}
      </Field>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="outline">{t('caselaw.situations.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t('caselaw.situations.save')}
        </Button>
      </div>
    </form>
  );
}

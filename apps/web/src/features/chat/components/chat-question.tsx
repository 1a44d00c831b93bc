import { useId, useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_LENGTH, truncateText } from '@lexlogis/contracts/helpers';
import { Button } from '@/components/ui/button';

interface ChatQuestionProps {
  question: string;
  canEdit: boolean;
  onSubmitEdit: (question: string) => void;
}

/** The user's question; it can be edited, and Enter without Shift sends the edited question. */
export function ChatQuestion({ question, canEdit, onSubmitEdit }: ChatQuestionProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null) {
    const submit = () => {
      const text = draft.trim();
      if (!text) return;
      setDraft(null);
      if (text !== question.trim()) onSubmitEdit(text);
    };
    return (
      <div className="ml-auto w-full max-w-[85%] rounded-2xl border border-accent-300 bg-white p-2">
        <label htmlFor={fieldId} className="sr-only">
          {t('chat.message.editLabel')}
        </label>
        <textarea
          id={fieldId}
          autoFocus
          rows={3}
          value={draft}
          onChange={(event) => setDraft(truncateText(event.target.value, QUESTION_MAX_LENGTH))}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape') {
              setDraft(null);
            }
          }}
          className="block w-full resize-none px-2 py-1 text-base focus:outline-none"
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
            {t('chat.dialog.cancel')}
          </Button>
          <Button size="sm" onClick={submit} disabled={!draft.trim()}>
            {t('chat.message.sendEdit')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="group ml-auto flex max-w-[85%] items-start gap-1">
      {canEdit && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 px-2 text-slate-500"
          aria-label={t('chat.message.edit')}
          onClick={() => setDraft(question)}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      )}
      <p className="whitespace-pre-line break-words rounded-2xl bg-accent-700 px-4 py-2.5 text-white">
        {question.trim() ? question : t('chat.message.loadingQuestion')}
      </p>
    </div>
  );
}

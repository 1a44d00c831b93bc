import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_COMMENTS_MAX_LENGTH,
  detailedFeedbackFormSchema,
  type AdviceFeedback,
  type FeedbackReaction,
} from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

interface FeedbackDialogProps {
  reaction: FeedbackReaction | null;
  existing: AdviceFeedback | null;
  isSending: boolean;
  onClose: () => void;
  onSubmit: (comments: string) => void;
}

/** The detailed feedback dialog: comments are required ('Please provide your feedback'). */
export function FeedbackDialog({
  reaction,
  existing,
  isSending,
  onClose,
  onSubmit,
}: FeedbackDialogProps) {
  return (
    <Dialog open={reaction !== null} onOpenChange={(open) => !open && onClose()}>
      {reaction && (
        <FeedbackForm
          key={reaction}
          reaction={reaction}
          existing={existing}
          isSending={isSending}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Dialog>
  );
}

function FeedbackForm({
  reaction,
  existing,
  isSending,
  onClose,
  onSubmit,
}: FeedbackDialogProps & { reaction: FeedbackReaction }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [comments, setComments] = useState(existing?.details?.comments ?? '');
  const [error, setError] = useState<string | null>(null);

  return (
    <DialogContent aria-describedby={`${fieldId}-description`}>
      <DialogTitle className="text-lg font-semibold text-slate-900">
        {existing ? t('chat.feedback.editTitle') : t('chat.feedback.title')}
      </DialogTitle>
      <DialogDescription id={`${fieldId}-description`} className="mt-1 text-sm text-slate-600">
        {reaction === 'positive'
          ? t('chat.feedback.positiveHint')
          : t('chat.feedback.negativeHint')}
      </DialogDescription>
      <form
        className="mt-4 flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = detailedFeedbackFormSchema.safeParse({ comments });
          if (!parsed.success) {
            setError(t('chat.feedback.required'));
            return;
          }
          setError(null);
          onSubmit(parsed.data.comments);
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
          {t('chat.feedback.comments')}
        </label>
        <textarea
          id={fieldId}
          value={comments}
          maxLength={FEEDBACK_COMMENTS_MAX_LENGTH}
          rows={4}
          aria-invalid={error !== null}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onChange={(event) => setComments(event.target.value)}
          className="rounded-md border border-slate-300 px-3 py-2 text-base focus:border-accent-600 focus:outline-none"
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('chat.dialog.cancel')}
          </Button>
          <Button type="submit" disabled={isSending}>
            {t('chat.feedback.submit')}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}

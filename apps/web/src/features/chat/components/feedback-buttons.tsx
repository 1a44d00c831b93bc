import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdviceItem } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useFeedback } from '../hooks/use-feedback';
import { lazyDialog } from '@/components/ui/lazy-dialog';

// Dialogs load when first opened (issue 18): most visits never open them.
const FeedbackDialog = lazyDialog(
  () => import('./feedback-dialog').then((module) => module.FeedbackDialog),
  (props) => props.reaction !== null,
);

/** Thumbs up and down under a finished answer; the chosen one stays pressed. */
export function FeedbackButtons({ advice }: { advice: AdviceItem }) {
  const { t } = useTranslation();
  const feedback = useFeedback(advice);
  const status = feedback.existing?.status;
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('chat.feedback.helpful')}
        aria-pressed={status === 'positive'}
        disabled={feedback.isSending}
        onClick={() => feedback.react('positive')}
        className={cn(status === 'positive' && 'bg-accent-50 text-accent-800')}
      >
        <ThumbsUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('chat.feedback.notHelpful')}
        aria-pressed={status === 'negative'}
        disabled={feedback.isSending}
        onClick={() => feedback.react('negative')}
        className={cn(status === 'negative' && 'bg-red-50 text-red-800')}
      >
        <ThumbsDown className="size-4" aria-hidden="true" />
      </Button>
      <FeedbackDialog
        reaction={feedback.dialogReaction}
        existing={feedback.existing}
        isSending={feedback.isSending}
        onClose={feedback.closeDialog}
        onSubmit={(comments) => void feedback.submitDetailed(comments)}
      />
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdviceItem, FeedbackReaction } from '@lexlogis/contracts';
import { useSessionUser } from '@/lib/session-user';
import { showToast } from '@/lib/toast';
import { sendFeedback } from '../api/advices-api';
import { useChatStore } from './chat-provider';

/**
 * Spec 01 §4 "Feedback": a thumbs up on an advice without feedback is sent at once with empty
 * comments; a thumbs down, or any reaction on existing feedback, opens the detailed dialog.
 */
export function useFeedback(advice: AdviceItem) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const store = useChatStore();
  const [dialogReaction, setDialogReaction] = useState<FeedbackReaction | null>(null);
  const [isSending, setIsSending] = useState(false);
  const existing = advice.feedback ?? null;

  async function submit(reaction: FeedbackReaction, comments: string): Promise<boolean> {
    if (!user) {
      showToast(t('chat.feedback.loginRequired'), { variant: 'error' });
      return false;
    }
    setIsSending(true);
    try {
      const answer = await sendFeedback({
        adviceId: advice.id,
        email: user.email,
        reaction,
        flaggedQuestion: advice.question,
        flaggedResponse: advice.advice,
        comments,
      });
      store.patchAdvice(advice.id, { feedback: answer.feedback });
      showToast(existing ? t('chat.feedback.updated') : t('chat.feedback.sent'), {
        variant: 'success',
      });
      return true;
    } catch {
      showToast(t('chat.feedback.failed'), { variant: 'error' });
      return false;
    } finally {
      setIsSending(false);
    }
  }

  function react(reaction: FeedbackReaction): void {
    if (!user) {
      showToast(t('chat.feedback.loginRequired'), { variant: 'error' });
      return;
    }
    if (reaction === 'positive' && !existing) {
      void submit('positive', '');
      return;
    }
    setDialogReaction(reaction);
  }

  return {
    existing,
    isSending,
    dialogReaction,
    react,
    closeDialog: () => setDialogReaction(null),
    submitDetailed: async (comments: string) => {
      if (!dialogReaction) return;
      if (await submit(dialogReaction, comments)) setDialogReaction(null);
    },
  };
}

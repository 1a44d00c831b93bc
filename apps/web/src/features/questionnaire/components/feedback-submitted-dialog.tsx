import { useEffect } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** Spec 01 §9: the excluded-situation confirmation stays 5 seconds. */
export const FEEDBACK_CONFIRMATION_MS = 5000;

/** The success message dialog after an excluded-situation message was sent (spec 01 §2). */
export function FeedbackSubmittedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, FEEDBACK_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [open, onClose]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-sm items-center gap-3 text-center">
        <CheckCircle2 className="size-10 text-accent-700" aria-hidden="true" />
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('questionnaire.feedbackSubmitted.title')}
        </DialogTitle>
        <DialogDescription className="text-sm text-slate-700">
          {t('questionnaire.feedbackSubmitted.body')}
        </DialogDescription>
        <Button variant="outline" onClick={onClose} className="mt-2">
          {t('questionnaire.feedbackSubmitted.close')}
        </Button>
      </DialogContent>
    </Dialog>
  );
}

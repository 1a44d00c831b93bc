import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface SkipDialogProps {
  open: boolean;
  /** The questionnaire is already complete: offer keep previous or refill. */
  isComplete: boolean;
  isSkipping: boolean;
  onClose: () => void;
  onSkip: () => void;
  onRefill: () => void;
}

const SETTINGS = ['userType', 'lease', 'building', 'age'] as const;

/** Spec 01 §2 "Skip flow": two variants of one confirmation dialog. */
export function SkipDialog({
  open,
  isComplete,
  isSkipping,
  onClose,
  onSkip,
  onRefill,
}: SkipDialogProps) {
  const { t } = useTranslation();
  const busy = isSkipping && <Spinner />;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isSkipping && onClose()}>
      <DialogContent className="gap-4">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('questionnaire.skipDialog.title')}
        </DialogTitle>
        {isComplete ? (
          <DialogDescription className="text-sm text-slate-700">
            {t('questionnaire.skipDialog.completeBody')}
          </DialogDescription>
        ) : (
          <div className="flex flex-col gap-2 text-sm text-slate-700">
            <DialogDescription>{t('questionnaire.skipDialog.warning')}</DialogDescription>
            <ul className="list-disc space-y-1 pl-5">
              {SETTINGS.map((setting) => (
                <li key={setting}>{t(`questionnaire.skipDialog.bullets.${setting}`)}</li>
              ))}
            </ul>
            <p>{t('questionnaire.skipDialog.editLater')}</p>
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {isComplete ? (
            <>
              <Button variant="outline" onClick={onRefill} disabled={isSkipping}>
                {t('questionnaire.skipDialog.refill')}
              </Button>
              <Button onClick={onSkip} disabled={isSkipping}>
                {busy}
                {t('questionnaire.skipDialog.keepPrevious')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={onClose} disabled={isSkipping}>
                {t('questionnaire.skipDialog.goBack')}
              </Button>
              <Button onClick={onSkip} disabled={isSkipping}>
                {busy}
                {t('questionnaire.skipDialog.skipAnyway')}
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

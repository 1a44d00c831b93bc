import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';

/** The dialog itself; subscription-result-dialog.tsx opens it and loads it on demand. */
export function SubscriptionResultContent({
  success,
  close,
}: {
  success: boolean;
  close: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <div className="flex flex-col items-center gap-3 text-center">
          {success ? (
            <CheckCircle2 className="size-10 text-green-700" aria-hidden="true" />
          ) : (
            <XCircle className="size-10 text-slate-500" aria-hidden="true" />
          )}
          <DialogTitle className="text-xl font-semibold text-slate-900">
            {success ? t('billing.result.successTitle') : t('billing.result.cancelledTitle')}
          </DialogTitle>
          <DialogDescription className="text-slate-600">
            {success ? t('billing.result.successText') : t('billing.result.cancelledText')}
          </DialogDescription>
          <DialogClose asChild>
            <Button className="mt-2">{t('billing.result.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

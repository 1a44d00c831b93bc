import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * The result of a checkout (spec 01 §2 "Dialogs"): opened by ?paymentCompleted=true|false on the
 * return from Stripe or the test checkout; closing it removes the parameter.
 */
export function SubscriptionResultDialog() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const value = params.get('paymentCompleted');
  if (value !== 'true' && value !== 'false') return null;
  const success = value === 'true';

  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('paymentCompleted');
        return next;
      },
      { replace: true },
    );

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

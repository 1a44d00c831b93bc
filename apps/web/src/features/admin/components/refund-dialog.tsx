import type { Payment } from '@lexlogis/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useRefundPayment } from '../api/admin-payments-api';
import { formatAmount, parseAmount } from './format-amount';

const KNOWN_CODES = ['REFUND_NOT_ALLOWED', 'PAYMENT_NOT_FOUND', 'PAYMENT_PROVIDER_ERROR'] as const;
type KnownCode = (typeof KNOWN_CODES)[number];
const isKnownCode = (code: string | undefined): code is KnownCode =>
  KNOWN_CODES.includes(code as KnownCode);

type Draft = { amount: number; reason: string };

/**
 * Refunds part or all of a payment: the amount and reason first, then a confirmation naming the
 * amount, because a refund moves money and cannot be undone.
 */
export function RefundDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const mutation = useRefundPayment();
  const remaining = payment.amount - (payment.amountRefunded ?? 0);
  const money = (cents: number) => formatAmount(cents, payment.currency, i18n.language);
  const [amountText, setAmountText] = useState((remaining / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [draft, setDraft] = useState<Draft | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  function review(event: FormEvent) {
    event.preventDefault();
    const amount = parseAmount(amountText);
    const next: typeof errors = {};
    if (amount === null || amount <= 0) next.amount = t('admin.pay.refund.amountInvalid');
    else if (amount > remaining)
      next.amount = t('admin.pay.refund.amountTooHigh', { max: money(remaining) });
    if (!reason.trim()) next.reason = t('admin.pay.refund.reasonRequired');
    setErrors(next);
    if (amount !== null && !next.amount && !next.reason)
      setDraft({ amount, reason: reason.trim() });
  }

  function confirm() {
    if (!draft) return;
    setServerError(null);
    mutation.mutate(
      { paymentId: payment.id, ...draft },
      {
        onSuccess: () => {
          showToast(t('admin.pay.refund.done', { amount: money(draft.amount) }), {
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : undefined;
          const message: string = isKnownCode(code)
            ? t(`admin.pay.errors.${code}`)
            : isApiError(error)
              ? error.message
              : t('admin.actionFailed');
          setServerError(code ? `${message} (${code})` : message);
          setDraft(null);
          showToast(t('admin.pay.refund.failed'), { variant: 'error' });
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {t('admin.pay.refund.title')}
        </DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t('admin.pay.refund.summary', {
            amount: money(payment.amount),
            remaining: money(remaining),
          })}
        </DialogDescription>
        {serverError && (
          <Alert variant="error" className="mt-3">
            {serverError}
          </Alert>
        )}
        {draft ? (
          <div className="mt-4 space-y-4">
            <p className="text-sm font-medium text-slate-900">
              {t('admin.pay.refund.confirmText', { amount: money(draft.amount) })}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="outline"
                onClick={() => setDraft(null)}
                disabled={mutation.isPending}
              >
                {t('admin.pay.refund.back')}
              </Button>
              <Button onClick={confirm} disabled={mutation.isPending}>
                {t('admin.pay.refund.confirm', { amount: money(draft.amount) })}
              </Button>
            </div>
          </div>
        ) : (
          <form className="mt-4 space-y-4" onSubmit={review} noValidate>
            <Field
              id="refund-amount"
              label={t('admin.pay.refund.amount', { currency: payment.currency })}
              error={errors.amount}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amountText}
                  onChange={(event) => setAmountText(event.target.value)}
                />
              )}
            </Field>
            <Field id="refund-reason" label={t('admin.pay.refund.reason')} error={errors.reason}>
              {(control) => (
                <Input
                  {...control}
                  maxLength={1000}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" type="button" onClick={onClose}>
                {t('admin.pay.refund.cancel')}
              </Button>
              <Button type="submit">{t('admin.pay.refund.review')}</Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

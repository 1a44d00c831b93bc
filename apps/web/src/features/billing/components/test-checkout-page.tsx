import { useState, type FormEvent } from 'react';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompleteTestCheckout, useTestCheckoutSession } from '../api/billing-api';
import { formatMoney } from './format-money';

/** The test card every Stripe test integration knows. */
const TEST_CARD = '4242 4242 4242 4242';

/**
 * The local checkout (PAYMENTS_PROVIDER=local): a card form clearly marked as test mode. Paying
 * makes the server post signed webhook events to itself; then the app shows the result dialog.
 */
export function TestCheckoutPage({ sessionId }: { sessionId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useTestCheckoutSession(sessionId);
  const complete = useCompleteTestCheckout(sessionId);
  const [cardNumber, setCardNumber] = useState(TEST_CARD);
  const [cardError, setCardError] = useState<string | undefined>();
  useDocumentTitle(t('common.pageTitle', { page: t('billing.checkout.title') }));

  const finish = (action: 'pay' | 'cancel') =>
    complete.mutate(
      { action, ...(action === 'pay' ? { cardNumber } : {}) },
      {
        onSuccess: ({ url }) => void navigate(url),
        onError: (error) => {
          if (isApiError(error) && error.code === 'VALIDATION_ERROR') {
            setCardError(t('billing.checkout.invalidCard'));
          }
        },
      },
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCardError(undefined);
    finish('pay');
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8 sm:py-12">
      <p className="flex items-center gap-2 self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
        <FlaskConical className="size-4" aria-hidden="true" />
        {t('billing.checkout.testMode')}
      </p>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t('billing.checkout.title')}
      </h1>
      <p className="text-sm text-slate-600">{t('billing.checkout.testModeText')}</p>
      {session.isPending && <Skeleton className="h-64 w-full" />}
      {session.isError && <Alert variant="error">{t('billing.checkout.notFound')}</Alert>}
      {session.data && session.data.status !== 'open' && (
        <Alert variant="info">{t('billing.checkout.closed')}</Alert>
      )}
      {session.data?.status === 'open' && (
        <form
          onSubmit={onSubmit}
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <p className="text-lg font-semibold text-slate-900">
            {t('billing.checkout.summary', {
              amount: formatMoney(session.data.amount, session.data.currency, i18n.language),
            })}
          </p>
          <Field
            id="card-number"
            label={t('billing.checkout.cardNumber')}
            hint={t('billing.checkout.cardHint', { card: TEST_CARD })}
            error={cardError}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="cc-number"
                value={cardNumber}
                onChange={(event) => setCardNumber(event.target.value)}
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field id="card-expiry" label={t('billing.checkout.expiry')}>
              {(control) => <Input {...control} autoComplete="cc-exp" defaultValue="12/34" />}
            </Field>
            <Field id="card-cvc" label={t('billing.checkout.cvc')}>
              {(control) => (
                <Input {...control} inputMode="numeric" autoComplete="cc-csc" defaultValue="123" />
              )}
            </Field>
          </div>
          {complete.isError && !cardError && (
            <Alert variant="error">{t('billing.errors.generic')}</Alert>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={complete.isPending}>
              {t('billing.checkout.pay', {
                amount: formatMoney(session.data.amount, session.data.currency, i18n.language),
              })}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={complete.isPending}
              onClick={() => finish('cancel')}
            >
              {t('billing.checkout.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

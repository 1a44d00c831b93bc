import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { loadCatalogs } from '@/i18n/i18n';

// Radix's dialog and the billing texts load only on a return from checkout, never with the shell.
const SubscriptionResultContent = lazy(async () => {
  const [content] = await Promise.all([
    import('./subscription-result-content'),
    loadCatalogs(['billing']),
  ]);
  return { default: content.SubscriptionResultContent };
});

/**
 * The result of a checkout (spec 01 §2 "Dialogs"): opened by ?paymentCompleted=true|false on the
 * return from Stripe or the test checkout; closing it removes the parameter.
 */
export function SubscriptionResultDialog() {
  const [params, setParams] = useSearchParams();
  const value = params.get('paymentCompleted');
  if (value !== 'true' && value !== 'false') return null;

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
    <Suspense fallback={null}>
      <SubscriptionResultContent success={value === 'true'} close={close} />
    </Suspense>
  );
}

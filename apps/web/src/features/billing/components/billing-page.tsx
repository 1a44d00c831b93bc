import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlans } from '../api/billing-api';
import { PaymentHistory } from './payment-history';
import { PricingCards } from './pricing-cards';
import { SubscriptionSummary } from './subscription-summary';

/** /billing: the plans, the subscription and the payment history. */
export function BillingPage() {
  const { t } = useTranslation();
  const plans = usePlans();
  useDocumentTitle(t('common.pageTitle', { page: t('billing.title') }));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('billing.title')}</h1>
      {plans.data?.provider === 'local' && (
        <Alert variant="info">{t('billing.testModeNotice')}</Alert>
      )}
      {plans.isPending && <Skeleton className="h-48 w-full" />}
      {plans.isError && <Alert variant="error">{t('billing.errors.generic')}</Alert>}
      {plans.data && <PricingCards plans={plans.data} />}
      <SubscriptionSummary />
      <PaymentHistory />
    </div>
  );
}

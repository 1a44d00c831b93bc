import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useChangeSubscription, usePlans, usePortal, useSubscription } from '../api/billing-api';
import { formatDate } from './format-money';

/**
 * The subscription on the profile and the billing page: plan, renewal or end date, cancel
 * (Free at the period's end) or keep Pro, the card (Stripe's portal) and the way to upgrade.
 */
export function SubscriptionSummary({ showUpgradeLink = false }: { showUpgradeLink?: boolean }) {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  const plans = usePlans();
  const change = useChangeSubscription();
  const portal = usePortal();
  const data = subscription.data;
  const isPro = data?.plan === 'pro';
  const free = plans.data?.plans.find((plan) => plan.plan === 'free');
  const priceId = plans.data?.plans.find((plan) => plan.plan === 'pro')?.priceId ?? null;

  return (
    <section
      aria-labelledby="subscription-heading"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="subscription-heading" className="text-lg font-semibold text-slate-900">
        {t('billing.subscription.heading')}
      </h2>
      {subscription.isError && <Alert variant="error">{t('billing.errors.generic')}</Alert>}
      {data && (
        <>
          <p className="text-slate-800" data-testid="current-plan">
            {t('billing.subscription.plan', { plan: t(`billing.plans.${data.plan}`) })}
          </p>
          {isPro && data.currentPeriodEnd && (
            <p className="text-sm text-slate-600">
              {data.cancelAtPeriodEnd
                ? t('billing.subscription.endsOn', {
                    date: formatDate(data.currentPeriodEnd, i18n.language),
                  })
                : t('billing.subscription.renewsOn', {
                    date: formatDate(data.currentPeriodEnd, i18n.language),
                  })}
            </p>
          )}
          {!isPro && free?.dailyQuestions && plans.data && (
            <p className="text-sm text-slate-600">
              {t('billing.subscription.usedToday', {
                used: Math.min(plans.data.questionsUsedToday, free.dailyQuestions),
                limit: free.dailyQuestions,
              })}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {isPro && !data.cancelAtPeriodEnd && (
              <Button
                variant="outline"
                disabled={change.isPending}
                onClick={() => change.mutate({ action: 'cancel' })}
              >
                {t('billing.subscription.cancel')}
              </Button>
            )}
            {isPro && data.cancelAtPeriodEnd && priceId && (
              <Button
                disabled={change.isPending}
                onClick={() => change.mutate({ action: 'resume', priceId })}
              >
                {t('billing.subscription.resume')}
              </Button>
            )}
            {isPro && plans.data?.provider === 'stripe' && (
              <Button variant="ghost" disabled={portal.isPending} onClick={() => portal.mutate()}>
                {t('billing.subscription.manageCard')}
              </Button>
            )}
            {!isPro && showUpgradeLink && (
              <Link
                to="/billing"
                className="inline-flex h-10 items-center rounded-md bg-accent-700 px-4 text-sm font-medium text-white hover:bg-accent-800"
              >
                {t('billing.upgrade')}
              </Link>
            )}
          </div>
          {(change.isError || portal.isError) && (
            <Alert variant="error">{t('billing.errors.generic')}</Alert>
          )}
        </>
      )}
    </section>
  );
}

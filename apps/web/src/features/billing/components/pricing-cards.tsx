import type { Plan, PlansResponse } from '@lexlogis/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCheckout } from '../api/billing-api';
import { formatMoney } from './format-money';

function PlanFeatures({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const lines =
    plan.plan === 'free'
      ? [t('billing.plans.freeQuota', { count: plan.dailyQuestions ?? 0 })]
      : [t('billing.plans.unlimited'), t('billing.plans.formalNotice')];
  return (
    <ul className="flex flex-col gap-2 text-sm text-slate-700">
      {lines.map((line) => (
        <li key={line} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
}

/** The pricing entry point: Free and Pro side by side, with the upgrade button. */
export function PricingCards({ plans }: { plans: PlansResponse }) {
  const { t, i18n } = useTranslation();
  const checkout = useCheckout();
  return (
    <section aria-labelledby="pricing-heading" className="flex flex-col gap-4">
      <h2 id="pricing-heading" className="text-lg font-semibold text-slate-900">
        {t('billing.plans.heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {plans.plans.map((plan) => {
          const isCurrent = plans.current === plan.plan;
          const name = t(`billing.plans.${plan.plan}`);
          return (
            <article
              key={plan.plan}
              aria-label={name}
              className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
            >
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-base font-semibold text-slate-900">{name}</h3>
                {isCurrent && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {t('billing.plans.current')}
                  </span>
                )}
              </div>
              <p className="text-2xl font-semibold text-slate-900">
                {plan.amount === 0
                  ? t('billing.plans.freePrice')
                  : t('billing.plans.perMonth', {
                      amount: formatMoney(plan.amount, plan.currency, i18n.language),
                    })}
              </p>
              <PlanFeatures plan={plan} />
              {plan.plan === 'pro' && !isCurrent && plan.priceId && (
                <Button
                  className="mt-auto"
                  disabled={checkout.isPending}
                  onClick={() => plan.priceId && checkout.mutate(plan.priceId)}
                >
                  {t('billing.upgrade')}
                </Button>
              )}
            </article>
          );
        })}
      </div>
      {checkout.isError && <Alert variant="error">{t('billing.errors.generic')}</Alert>}
    </section>
  );
}

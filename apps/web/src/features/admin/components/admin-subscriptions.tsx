import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { useAdminRevenue, useAdminSubscriptions } from '../api/admin-payments-api';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { formatAmount, formatDateTime } from './format-amount';
import { SectionState } from './section-state';
import { TableScroll } from './table-scroll';

/** Revenue from stored payments less refunds, per currency, then the paid subscriptions. */
export function AdminSubscriptions() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const revenue = useAdminRevenue();
  const subscriptions = useAdminSubscriptions(page);
  const paginationLabels = usePaginationLabels(t('admin.pay.subscriptions.pages'));
  const money = (cents: number, currency: string) => formatAmount(cents, currency, i18n.language);

  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-revenue-title" className="space-y-3">
        <h2 id="admin-revenue-title" className="text-lg font-semibold text-slate-900">
          {t('admin.pay.revenue.title')}
        </h2>
        {!revenue.data ? (
          <SectionState isError={revenue.isError} onRetry={() => void revenue.refetch()} />
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {t('admin.pay.revenue.active', { count: revenue.data.activeSubscriptions })}
            </p>
            <TableScroll label={t('admin.pay.revenue.title')}>
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('admin.pay.revenue.title')}</caption>
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('admin.pay.revenue.currency')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('admin.pay.revenue.monthly')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('admin.pay.revenue.total')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('admin.pay.revenue.paid')}
                    </th>
                    <th scope="col" className="py-2">
                      {t('admin.pay.revenue.refunded')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {revenue.data.byCurrency.length === 0 ? (
                    // No payment yet: the plan's currency at zero, which is the true figure.
                    <tr>
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {revenue.data.currency}
                      </th>
                      <td className="py-2 pr-3">{money(0, revenue.data.currency)}</td>
                      <td className="py-2 pr-3">{money(0, revenue.data.currency)}</td>
                      <td className="py-2 pr-3">{money(0, revenue.data.currency)}</td>
                      <td className="py-2">{money(0, revenue.data.currency)}</td>
                    </tr>
                  ) : (
                    revenue.data.byCurrency.map((row) => (
                      <tr key={row.currency}>
                        <th scope="row" className="py-2 pr-3 font-medium">
                          {row.currency}
                        </th>
                        <td className="py-2 pr-3">{money(row.monthlyRevenue, row.currency)}</td>
                        <td className="py-2 pr-3">{money(row.totalRevenue, row.currency)}</td>
                        <td className="py-2 pr-3">{money(row.paid, row.currency)}</td>
                        <td className="py-2">{money(row.refunded, row.currency)}</td>
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </TableScroll>
            <p className="text-xs text-slate-600">{t('admin.pay.revenue.note')}</p>
          </>
        )}
      </section>
      <section aria-labelledby="admin-subscriptions-title" className="space-y-3">
        <h2 id="admin-subscriptions-title" className="text-lg font-semibold text-slate-900">
          {t('admin.pay.subscriptions.title')}
        </h2>
        {!subscriptions.data ? (
          <SectionState
            isError={subscriptions.isError}
            onRetry={() => void subscriptions.refetch()}
          />
        ) : subscriptions.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.pay.subscriptions.empty')}</p>
        ) : (
          <TableScroll label={t('admin.pay.subscriptions.title')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin.pay.subscriptions.title')}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.pay.payments.user')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.pay.subscriptions.plan')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.pay.payments.status')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('admin.pay.subscriptions.periodEnd')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {subscriptions.data.items.map((subscription) => (
                  <tr key={subscription.id ?? subscription.userId}>
                    <td className="break-all py-2 pr-3">{subscription.userId}</td>
                    <td className="py-2 pr-3">{t(`admin.pay.plan.${subscription.plan}`)}</td>
                    <td className="py-2 pr-3">
                      {t(`admin.pay.subscriptionStatus.${subscription.status}`)}
                      {subscription.cancelAtPeriodEnd && (
                        <span className="block text-xs text-slate-600">
                          {t('admin.pay.subscriptions.cancelAtPeriodEnd')}
                        </span>
                      )}
                    </td>
                    <td className="py-2">
                      {subscription.currentPeriodEnd
                        ? formatDateTime(subscription.currentPeriodEnd, i18n.language)
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {subscriptions.data && subscriptions.data.meta.totalPages > 1 && (
          <Pagination
            page={page}
            totalPages={subscriptions.data.meta.totalPages}
            onChange={setPage}
            labels={paginationLabels}
          />
        )}
      </section>
    </div>
  );
}

import type { Subscription } from '@lexlogis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminRevenue, useAdminSubscriptions } from '../api/admin-payments-api';
import { AdminTable, type AdminColumn } from './admin-table';
import { formatAmount, formatDateTime } from './format-amount';
import { PagedResults } from './paged-results';
import { SectionState } from './section-state';
import { TableScroll } from './table-scroll';

/** Revenue from stored payments less refunds, per currency, then the paid subscriptions. */
export function AdminSubscriptions() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const revenue = useAdminRevenue();
  const subscriptions = useAdminSubscriptions(page);
  const money = (cents: number, currency: string) => formatAmount(cents, currency, i18n.language);
  const columns: AdminColumn<Subscription>[] = [
    {
      header: t('admin.pay.payments.user'),
      className: 'break-all',
      cell: (subscription) => subscription.userId,
    },
    {
      header: t('admin.pay.subscriptions.plan'),
      cell: (subscription) => t(`admin.pay.plan.${subscription.plan}`),
    },
    {
      header: t('admin.pay.payments.status'),
      cell: (subscription) => (
        <>
          {t(`admin.pay.subscriptionStatus.${subscription.status}`)}
          {subscription.cancelAtPeriodEnd && (
            <span className="block text-xs text-slate-600">
              {t('admin.pay.subscriptions.cancelAtPeriodEnd')}
            </span>
          )}
        </>
      ),
    },
    {
      header: t('admin.pay.subscriptions.periodEnd'),
      cell: (subscription) =>
        subscription.currentPeriodEnd
          ? formatDateTime(subscription.currentPeriodEnd, i18n.language)
          : '—',
    },
  ];

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
        <PagedResults
          query={subscriptions}
          page={page}
          onPageChange={setPage}
          pagesLabel={t('admin.pay.subscriptions.pages')}
          emptyText={t('admin.pay.subscriptions.empty')}
        >
          {(items) => (
            <AdminTable
              label={t('admin.pay.subscriptions.title')}
              columns={columns}
              rows={items}
              rowKey={(subscription) => subscription.id ?? subscription.userId}
            />
          )}
        </PagedResults>
      </section>
    </div>
  );
}

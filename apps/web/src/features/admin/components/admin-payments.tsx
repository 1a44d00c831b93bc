import { PAYMENT_STATUSES, type Payment } from '@lexlogis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { useAdminPayments, type PaymentFilters } from '../api/admin-payments-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { AdminRefunds } from './admin-refunds';
import { formatAmount, formatDateTime } from './format-amount';
import { RefundDialog } from './refund-dialog';
import { SectionState } from './section-state';
import { TableScroll } from './table-scroll';

const FIRST_PAGE: PaymentFilters = {
  status: 'all',
  search: '',
  startDate: '',
  endDate: '',
  page: 1,
};
const SEARCH_DEBOUNCE_MS = 500;
const SELECT_CLASSES =
  'mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900';

function isRefundable(payment: Payment): boolean {
  const open = payment.status === 'succeeded' || payment.status === 'partially_refunded';
  return open && payment.amount > (payment.amountRefunded ?? 0);
}

/** Payments newest first, filtered by status and dates, with the refund dialog; refunds below. */
export function AdminPayments() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<PaymentFilters>(FIRST_PAGE);
  const [refunding, setRefunding] = useState<Payment | null>(null);
  const debounced = useDebouncedValue(filters, SEARCH_DEBOUNCE_MS);
  // Only typing waits; a status, a date or a page applies at once.
  const payments = useAdminPayments({ ...filters, search: debounced.search.trim() });
  const paginationLabels = usePaginationLabels(t('admin.pay.payments.pages'));
  const update = (key: 'status' | 'search' | 'startDate' | 'endDate') => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value, page: 1 }));

  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-payments-title" className="space-y-4">
        <h2 id="admin-payments-title" className="text-lg font-semibold text-slate-900">
          {t('admin.pay.payments.title')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className="text-sm font-medium text-slate-800">
            {t('admin.pay.payments.search')}
            <Input
              className="mt-1"
              type="search"
              value={filters.search}
              onChange={(event) => update('search')(event.target.value)}
            />
          </label>
          <label className="text-sm font-medium text-slate-800">
            {t('admin.pay.payments.status')}
            <select
              className={SELECT_CLASSES}
              value={filters.status}
              onChange={(event) => update('status')(event.target.value)}
            >
              {(['all', ...PAYMENT_STATUSES] as const).map((status) => (
                <option key={status} value={status}>
                  {t(`admin.pay.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          {(['startDate', 'endDate'] as const).map((key) => (
            <label key={key} className="text-sm font-medium text-slate-800">
              {t(`admin.pay.payments.${key}`)}
              <Input
                className="mt-1"
                type="date"
                value={filters[key]}
                onChange={(event) => update(key)(event.target.value)}
              />
            </label>
          ))}
        </div>
        {!payments.data ? (
          <SectionState isError={payments.isError} onRetry={() => void payments.refetch()} />
        ) : payments.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.pay.payments.empty')}</p>
        ) : (
          <TableScroll label={t('admin.pay.payments.title')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('admin.pay.payments.title')}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.pay.payments.date')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.pay.payments.amount')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.pay.payments.status')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('admin.pay.payments.user')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('admin.pay.payments.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {payments.data.items.map((payment) => (
                  <tr key={payment.id} data-payment-id={payment.id}>
                    <td className="py-2 pr-3">
                      <time dateTime={payment.createdAt}>
                        {formatDateTime(payment.createdAt, i18n.language)}
                      </time>
                    </td>
                    <td className="py-2 pr-3 font-medium">
                      {formatAmount(payment.amount, payment.currency, i18n.language)}
                      {(payment.amountRefunded ?? 0) > 0 && (
                        <span className="block text-xs font-normal text-slate-600">
                          {t('admin.pay.payments.refunded', {
                            amount: formatAmount(
                              payment.amountRefunded ?? 0,
                              payment.currency,
                              i18n.language,
                            ),
                          })}
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-3">{t(`admin.pay.status.${payment.status}`)}</td>
                    <td className="break-all py-2 pr-3">{payment.userId}</td>
                    <td className="py-2">
                      {isRefundable(payment) && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setRefunding(payment)}
                          aria-label={t('admin.pay.payments.refundLabel', {
                            amount: formatAmount(payment.amount, payment.currency, i18n.language),
                            date: formatDateTime(payment.createdAt, i18n.language),
                          })}
                        >
                          {t('admin.pay.payments.refund')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {payments.data && payments.data.meta.totalPages > 1 && (
          <Pagination
            page={filters.page}
            totalPages={payments.data.meta.totalPages}
            onChange={(page) => setFilters((current) => ({ ...current, page }))}
            labels={paginationLabels}
          />
        )}
      </section>
      <AdminRefunds />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </div>
  );
}

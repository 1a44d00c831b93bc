import { PAYMENT_STATUSES, type Payment } from '@lexlogis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAdminPayments, type PaymentFilters } from '../api/admin-payments-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminRefunds } from './admin-refunds';
import { AdminTable, type AdminColumn } from './admin-table';
import { formatAmount, formatDateTime } from './format-amount';
import { RefundDialog } from './refund-dialog';
import { PagedResults } from './paged-results';

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
  const money = (cents: number, currency: string) => formatAmount(cents, currency, i18n.language);
  const columns: AdminColumn<Payment>[] = [
    {
      header: t('admin.pay.payments.date'),
      cell: (payment) => (
        <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt, i18n.language)}</time>
      ),
    },
    {
      header: t('admin.pay.payments.amount'),
      className: 'font-medium',
      cell: (payment) => (
        <>
          {money(payment.amount, payment.currency)}
          {(payment.amountRefunded ?? 0) > 0 && (
            <span className="block text-xs font-normal text-slate-600">
              {t('admin.pay.payments.refunded', {
                amount: money(payment.amountRefunded ?? 0, payment.currency),
              })}
            </span>
          )}
        </>
      ),
    },
    {
      header: t('admin.pay.payments.status'),
      cell: (payment) => t(`admin.pay.status.${payment.status}`),
    },
    {
      header: t('admin.pay.payments.user'),
      className: 'break-all',
      cell: (payment) => payment.userId,
    },
    {
      header: t('admin.pay.payments.actions'),
      cell: (payment) =>
        isRefundable(payment) && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setRefunding(payment)}
            aria-label={t('admin.pay.payments.refundLabel', {
              amount: money(payment.amount, payment.currency),
              date: formatDateTime(payment.createdAt, i18n.language),
            })}
          >
            {t('admin.pay.payments.refund')}
          </Button>
        ),
    },
  ];
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
        <PagedResults
          query={payments}
          page={filters.page}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          pagesLabel={t('admin.pay.payments.pages')}
          emptyText={t('admin.pay.payments.empty')}
        >
          {(items) => (
            <AdminTable
              label={t('admin.pay.payments.title')}
              columns={columns}
              rows={items}
              rowKey={(payment) => payment.id}
              rowData={(payment) => ({ 'data-payment-id': payment.id })}
            />
          )}
        </PagedResults>
      </section>
      <AdminRefunds />
      {refunding && <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />}
    </div>
  );
}

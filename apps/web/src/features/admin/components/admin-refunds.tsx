import type { Refund } from '@lexlogis/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminRefunds } from '../api/admin-payments-api';
import { AdminTable, type AdminColumn } from './admin-table';
import { formatAmount, formatDateTime } from './format-amount';
import { PagedResults } from './paged-results';

/** Refunds, newest first, with the reason the administrator gave. */
export function AdminRefunds() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const refunds = useAdminRefunds(page);
  const columns: AdminColumn<Refund>[] = [
    {
      header: t('admin.pay.payments.date'),
      cell: (refund) => (
        <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt, i18n.language)}</time>
      ),
    },
    {
      header: t('admin.pay.payments.amount'),
      className: 'font-medium',
      cell: (refund) => formatAmount(refund.amount, refund.currency, i18n.language),
    },
    {
      header: t('admin.pay.refunds.reason'),
      className: 'break-words',
      cell: (refund) => refund.reason,
    },
    {
      header: t('admin.pay.payments.status'),
      cell: (refund) => t(`admin.pay.refundStatus.${refund.status}`),
    },
    {
      header: t('admin.pay.refunds.payment'),
      className: 'break-all',
      cell: (refund) => refund.paymentId,
    },
  ];

  return (
    <section aria-labelledby="admin-refunds-title" className="space-y-4">
      <h2 id="admin-refunds-title" className="text-lg font-semibold text-slate-900">
        {t('admin.pay.refunds.title')}
      </h2>
      <PagedResults
        query={refunds}
        page={page}
        onPageChange={setPage}
        pagesLabel={t('admin.pay.refunds.pages')}
        emptyText={t('admin.pay.refunds.empty')}
      >
        {(items) => (
          <AdminTable
            label={t('admin.pay.refunds.title')}
            columns={columns}
            rows={items}
            rowKey={(refund) => refund.id}
          />
        )}
      </PagedResults>
    </section>
  );
}

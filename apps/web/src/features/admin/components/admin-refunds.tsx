import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { useAdminRefunds } from '../api/admin-payments-api';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { formatAmount, formatDateTime } from './format-amount';
import { SectionState } from './section-state';
import { TableScroll } from './table-scroll';

/** Refunds, newest first, with the reason the administrator gave. */
export function AdminRefunds() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const refunds = useAdminRefunds(page);
  const paginationLabels = usePaginationLabels(t('admin.pay.refunds.pages'));

  return (
    <section aria-labelledby="admin-refunds-title" className="space-y-4">
      <h2 id="admin-refunds-title" className="text-lg font-semibold text-slate-900">
        {t('admin.pay.refunds.title')}
      </h2>
      {!refunds.data ? (
        <SectionState isError={refunds.isError} onRetry={() => void refunds.refetch()} />
      ) : refunds.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.pay.refunds.empty')}</p>
      ) : (
        <TableScroll label={t('admin.pay.refunds.title')}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('admin.pay.refunds.title')}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.pay.payments.date')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.pay.payments.amount')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.pay.refunds.reason')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('admin.pay.payments.status')}
                </th>
                <th scope="col" className="py-2">
                  {t('admin.pay.refunds.payment')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {refunds.data.items.map((refund) => (
                <tr key={refund.id}>
                  <td className="py-2 pr-3">
                    <time dateTime={refund.createdAt}>
                      {formatDateTime(refund.createdAt, i18n.language)}
                    </time>
                  </td>
                  <td className="py-2 pr-3 font-medium">
                    {formatAmount(refund.amount, refund.currency, i18n.language)}
                  </td>
                  <td className="break-words py-2 pr-3">{refund.reason}</td>
                  <td className="py-2 pr-3">{t(`admin.pay.refundStatus.${refund.status}`)}</td>
                  <td className="break-all py-2">{refund.paymentId}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {refunds.data && refunds.data.meta.totalPages > 1 && (
        <Pagination
          page={page}
          totalPages={refunds.data.meta.totalPages}
          onChange={setPage}
          labels={paginationLabels}
        />
      )}
    </section>
  );
}

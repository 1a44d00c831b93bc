import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { usePaymentHistory } from '../api/billing-api';
import { formatDate, formatMoney } from './format-money';

/** GET /payments/history, ten per page, newest first. */
export function PaymentHistory() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  const items = history.data?.items ?? [];

  return (
    <section aria-labelledby="history-heading" className="flex flex-col gap-3">
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        {t('billing.history.heading')}
      </h2>
      {history.data && items.length === 0 && (
        <p className="text-sm text-slate-600">{t('billing.history.empty')}</p>
      )}
      {items.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('billing.history.heading')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('billing.history.date')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('billing.history.description')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('billing.history.amount')}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('billing.history.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((payment) => (
                <tr key={payment.id} className="border-t border-slate-100">
                  <td className="px-4 py-2">{formatDate(payment.createdAt, i18n.language)}</td>
                  <td className="px-4 py-2">{payment.description ?? t('billing.plans.pro')}</td>
                  <td className="px-4 py-2">
                    {formatMoney(payment.amount, payment.currency, i18n.language)}
                  </td>
                  <td className="px-4 py-2">{t(`billing.history.statuses.${payment.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        totalPages={history.data?.meta.totalPages ?? 0}
        onChange={setPage}
        labels={{
          nav: t('billing.history.pages'),
          previous: t('billing.history.previous'),
          next: t('billing.history.next'),
          page: (number) => t('billing.history.page', { page: number }),
          more: t('billing.history.more'),
        }}
      />
    </section>
  );
}

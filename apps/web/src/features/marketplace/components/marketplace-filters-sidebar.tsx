import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Marketplace root sidebar: where the lawyer search filters will live. */
export function MarketplaceFiltersSidebar() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="marketplace-filters-title" className="flex flex-col gap-2 px-3">
      <h2
        id="marketplace-filters-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('marketplace.filters')}
      </h2>
      <p className="text-sm text-slate-500">{t('marketplace.filtersUnavailable')}</p>
    </section>
  );
}

import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  AREA_OF_LAW_LABELS,
  ALL_LANGUAGES,
  isAreaOfLaw,
  type MarketplaceFilters,
} from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useSessionUser } from '@/lib/session-user';
import { useFilterValues } from '../api/profiles-api';
import { useMarketplaceFilters } from '../hooks/use-marketplace-filters';
import { formatLanguageName } from './format-language';

type TextFilter = Exclude<keyof MarketplaceFilters, 'page'>;

/** The marketplace filter sidebar (spec 01 §4): options from the profiles, state in the URL. */
export const FILTERS_TITLE_ID = 'marketplace-filters-title';

export function MarketplaceFiltersSidebar() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const values = useFilterValues();
  const { filters, updateFilters, resetFilters } = useMarketplaceFilters();
  const lang = i18n.language === 'fr' ? 'fr' : 'en';

  const select = (
    key: TextFilter,
    label: string,
    options: { value: string; label: string }[],
    any: string,
  ) => (
    <Field id={`filter-${key}`} label={label}>
      {(control) => (
        <Select
          {...control}
          value={filters[key]}
          onChange={(event) => updateFilters({ [key]: event.target.value })}
        >
          <option value={key === 'language' ? ALL_LANGUAGES : ''}>{any}</option>
          {/* A value from the URL that no profile has any more stays selectable. */}
          {filters[key] &&
            filters[key] !== ALL_LANGUAGES &&
            !options.some((o) => o.value === filters[key]) && (
              <option value={filters[key]}>{filters[key]}</option>
            )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  const plain = (list: string[] | undefined) =>
    (list ?? []).map((value) => ({ value, label: value }));

  return (
    <section aria-labelledby={FILTERS_TITLE_ID} className="flex flex-col gap-3 px-3">
      <h2
        id={FILTERS_TITLE_ID}
        tabIndex={-1}
        className="flex items-center gap-2 text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {t('marketplace.filters')}
      </h2>
      {!user ? (
        <p className="text-sm text-slate-600">{t('lawyerMarketplace.filters.signIn')}</p>
      ) : values.isPending ? (
        <p className="text-sm text-slate-600">{t('lawyerMarketplace.filters.loading')}</p>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={(event) => event.preventDefault()}>
          {select(
            'areasOfLaw',
            t('lawyerMarketplace.filters.areaOfLaw'),
            (values.data?.areasOfLaw ?? []).filter(isAreaOfLaw).map((area) => ({
              value: area,
              label: AREA_OF_LAW_LABELS[area][lang],
            })),
            t('lawyerMarketplace.filters.anyArea'),
          )}
          {select(
            'city',
            t('lawyerMarketplace.filters.city'),
            plain(values.data?.cities),
            t('lawyerMarketplace.filters.any'),
          )}
          {select(
            'stateProvince',
            t('lawyerMarketplace.filters.stateProvince'),
            plain(values.data?.stateProvinces),
            t('lawyerMarketplace.filters.any'),
          )}
          {select(
            'country',
            t('lawyerMarketplace.filters.country'),
            plain(values.data?.countries),
            t('lawyerMarketplace.filters.any'),
          )}
          {select(
            'language',
            t('lawyerMarketplace.filters.language'),
            (values.data?.languages ?? []).map((code) => ({
              value: code,
              label: formatLanguageName(code, lang),
            })),
            t('lawyerMarketplace.filters.allLanguages'),
          )}
          <Button type="button" variant="outline" size="sm" onClick={resetFilters}>
            {t('lawyerMarketplace.filters.reset')}
          </Button>
        </form>
      )}
    </section>
  );
}

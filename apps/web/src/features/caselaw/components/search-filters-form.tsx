import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASELAW_CLAIM_TYPES,
  CASELAW_OUTCOMES,
  CASELAW_TRIBUNALS,
  type CaselawFilters,
} from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';

interface SearchFiltersFormProps {
  filters: CaselawFilters;
  onSearch: (filters: CaselawFilters) => void;
}

const label = 'text-sm font-medium text-slate-800';

/** The query and filters of the research; submitting writes them to the URL. */
export function SearchFiltersForm({ filters, onSearch }: SearchFiltersFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<CaselawFilters>(filters);
  const key = JSON.stringify(filters);
  const [shownKey, setShownKey] = useState(key);
  // The URL changed under the form (a saved situation, "widen the search"): show its filters.
  if (shownKey !== key) {
    setShownKey(key);
    setDraft(filters);
  }
  const update = (key: keyof CaselawFilters, value: string) =>
    setDraft((current) => ({ ...current, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, q: draft.q?.trim() || undefined });
  };

  return (
    <form
      role="search"
      aria-label={t('caselaw.search.filtersLabel')}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-3">
        <label htmlFor="caselaw-q" className={label}>
          {t('caselaw.search.query')}
        </label>
        <Input
          id="caselaw-q"
          type="search"
          value={draft.q ?? ''}
          maxLength={1000}
          placeholder={t('caselaw.search.placeholder')}
          onChange={(event) => update('q', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="caselaw-tribunal" className={label}>
          {t('caselaw.search.tribunal')}
        </label>
        <Select
          id="caselaw-tribunal"
          value={draft.tribunal ?? ''}
          onChange={(event) => update('tribunal', event.target.value)}
        >
          <option value="">{t('caselaw.search.any')}</option>
          {CASELAW_TRIBUNALS.map((value) => (
            <option key={value} value={value}>
              {t(`caselaw.tribunal.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="caselaw-outcome" className={label}>
          {t('caselaw.search.outcome')}
        </label>
        <Select
          id="caselaw-outcome"
          value={draft.outcome ?? ''}
          onChange={(event) => update('outcome', event.target.value)}
        >
          <option value="">{t('caselaw.search.any')}</option>
          {CASELAW_OUTCOMES.map((value) => (
            <option key={value} value={value}>
              {t(`caselaw.outcome.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="caselaw-claim-type" className={label}>
          {t('caselaw.search.claimType')}
        </label>
        <Select
          id="caselaw-claim-type"
          value={draft.claimType ?? ''}
          onChange={(event) => update('claimType', event.target.value)}
        >
          <option value="">{t('caselaw.search.any')}</option>
          {CASELAW_CLAIM_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`caselaw.claimType.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="caselaw-from" className={label}>
          {t('caselaw.search.from')}
        </label>
        <Input
          id="caselaw-from"
          type="date"
          value={draft.from ?? ''}
          max={draft.to}
          onChange={(event) => update('from', event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="caselaw-to" className={label}>
          {t('caselaw.search.to')}
        </label>
        <Input
          id="caselaw-to"
          type="date"
          value={draft.to ?? ''}
          min={draft.from}
          onChange={(event) => update('to', event.target.value)}
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="submit">{t('caselaw.search.submit')}</Button>
        <Button type="button" variant="outline" onClick={() => onSearch({})}>
          {t('caselaw.search.clear')}
        </Button>
      </div>
    </form>
  );
}

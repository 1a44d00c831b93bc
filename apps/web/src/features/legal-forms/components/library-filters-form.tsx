import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEGAL_FORM_CATEGORIES,
  LEGAL_FORM_MATTERS,
  LEGAL_FORMS_QUERY_MAX_LENGTH,
} from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useFormLabels } from '../hooks/use-form-labels';
import type { LibraryFilters } from '../hooks/use-library-filters';

/** Who files the forms of the catalogue (the other codes of its enum file none). */
const PARTIES = ['lessor', 'lessee', 'lessor_or_lessee', 'applicant'] as const;

const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600';

interface Props {
  filters: LibraryFilters;
  onSearch: (filters: LibraryFilters) => void;
}

/** The library's search box and filters; applied on submit so typing does not query each key. */
export function LibraryFiltersForm({ filters, onSearch }: Props) {
  const { t } = useTranslation();
  const { label } = useFormLabels();
  const [draft, setDraft] = useState<LibraryFilters>(filters);
  // Compared by value: the page re-renders with an equal new object whenever its list loads,
  // which must not wipe what the person is typing. Only a new URL resets the draft.
  const applied = JSON.stringify([filters.q, filters.party, filters.category, filters.matter]);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    setDraft(filters);
  }
  const set = (key: keyof LibraryFilters) => (value: string) =>
    setDraft((previous) => ({ ...previous, [key]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, q: draft.q?.trim() || undefined });
  };
  const select = (key: 'party' | 'category' | 'matter', codes: readonly string[]) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`form-filter-${key}`} className="text-sm font-medium text-slate-800">
        {t(`legalForms.library.${key}`)}
      </label>
      <select
        id={`form-filter-${key}`}
        className={SELECT}
        value={draft[key] ?? ''}
        onChange={(event) => set(key)(event.target.value)}
      >
        <option value="">{t('legalForms.library.any')}</option>
        {codes.map((code) => (
          <option key={code} value={code}>
            {label(key, code)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form role="search" onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="form-filter-q" className="text-sm font-medium text-slate-800">
          {t('legalForms.library.query')}
        </label>
        <Input
          id="form-filter-q"
          type="search"
          value={draft.q ?? ''}
          maxLength={LEGAL_FORMS_QUERY_MAX_LENGTH}
          placeholder={t('legalForms.library.placeholder')}
          onChange={(event) => set('q')(event.target.value)}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {select('party', PARTIES)}
        {select('category', LEGAL_FORM_CATEGORIES)}
        {select('matter', LEGAL_FORM_MATTERS)}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('legalForms.library.submit')}</Button>
        <Button type="button" variant="outline" onClick={() => onSearch({})}>
          {t('legalForms.library.reset')}
        </Button>
      </div>
    </form>
  );
}

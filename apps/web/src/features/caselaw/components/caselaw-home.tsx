import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toSearchParams } from '../hooks/use-search-filters';
import { SavedSituations } from './saved-situations';

/** /ai-tools/caselaw: a search box and the saved situations. */
export function CaselawHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.caseLaw') }));
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/ai-tools/caselaw/search?${toSearchParams({ q: q.trim() }).toString()}`);
  };
  return (
    <section
      aria-labelledby="caselaw-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id="caselaw-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.caseLaw')}
        </h1>
        <p className="text-sm text-slate-600">{t('caselaw.search.intro')}</p>
      </div>
      <form
        role="search"
        onSubmit={submit}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="caselaw-home-q" className="text-sm font-medium text-slate-800">
            {t('caselaw.search.query')}
          </label>
          <Input
            id="caselaw-home-q"
            type="search"
            value={q}
            maxLength={1000}
            placeholder={t('caselaw.search.placeholder')}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <Button type="submit">{t('caselaw.search.submit')}</Button>
      </form>
      <SavedSituations />
    </section>
  );
}

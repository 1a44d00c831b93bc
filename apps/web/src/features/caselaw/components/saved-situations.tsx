import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SavedSituation } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { showToast } from '@/lib/toast';
import { useDeleteSituation, useSituations } from '../api/situations-api';
import { toSearchParams } from '../hooks/use-search-filters';

/** The user's saved situations; each re-runs its research (its filters, in the URL). */
export function SavedSituations() {
  const { t, i18n } = useTranslation();
  const situations = useSituations();
  const remove = useDeleteSituation();
  const navigate = useNavigate();

  const rerun = (situation: SavedSituation) =>
    void navigate(`/ai-tools/caselaw/search?${toSearchParams(situation.search).toString()}`);
  const onDelete = (situation: SavedSituation) =>
    remove.mutate(situation.id, {
      onSuccess: () => showToast(t('caselaw.situations.deleted'), { variant: 'success' }),
    });
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section aria-labelledby="saved-situations-title" className="flex flex-col gap-3">
      <h2 id="saved-situations-title" className="text-lg font-semibold text-slate-900">
        {t('caselaw.situations.heading')}
      </h2>
      {situations.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('common.loading')}
        </p>
      )}
      {situations.isError && (
        <p role="alert" className="text-sm text-rose-800">
          {t('caselaw.situations.loadError')}
        </p>
      )}
      {situations.data?.length === 0 && (
        <p className="text-sm text-slate-600">{t('caselaw.situations.empty')}</p>
      )}
      <ul className="flex flex-col gap-2">
        {situations.data?.map((situation) => (
          <li
            key={situation.id}
            className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
          >
            <h3 className="text-sm font-semibold text-slate-900">{situation.title}</h3>
            {situation.description && (
              <p className="line-clamp-2 text-sm text-slate-700">{situation.description}</p>
            )}
            <p className="text-xs text-slate-600">
              {t('caselaw.situations.savedOn', { date: formatDate(situation.createdAt) })}
              {situation.answers && ` · ${t('caselaw.situations.withAnswers')}`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => rerun(situation)}
                aria-label={t('caselaw.situations.rerunOf', { title: situation.title })}
              >
                {t('caselaw.situations.rerun')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onDelete(situation)}
                disabled={remove.isPending}
                aria-label={t('caselaw.situations.deleteOf', { title: situation.title })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                {t('caselaw.situations.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

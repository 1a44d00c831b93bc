import { useTranslation } from 'react-i18next';
import type { FindFormResponse } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';

interface Props {
  response: FindFormResponse;
  onOpenForm: (id: string) => void;
}

/** The ranked forms, each with why it fits and the deadlines the law gives for it. */
export function FindFormResults({ response, onOpenForm }: Props) {
  const { t, i18n } = useTranslation();
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  if (response.results.length === 0) {
    return <p className="text-sm text-slate-700">{t('legalForms.finder.noResult')}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {response.missingDates.length > 0 && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('legalForms.finder.missingDates', {
            dates: response.missingDates
              .map((key) => t(`legalForms.finder.dates.${key}`))
              .join(', '),
          })}
        </p>
      )}
      <ol aria-label={t('legalForms.finder.resultsLabel')} className="flex flex-col gap-3">
        {response.results.map((result, index) => (
          <li key={result.form.id}>
            <article
              aria-labelledby={`finder-result-${result.form.id}`}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
            >
              <h3
                id={`finder-result-${result.form.id}`}
                className="text-base font-semibold text-slate-900"
              >
                <span className="mr-2 text-slate-500">{index + 1}.</span>
                {result.form.id} — {result.form.name}
              </h3>
              {result.guide && (
                <p className="text-xs text-slate-600">
                  {t('legalForms.finder.guide', { title: result.guide.title })}
                </p>
              )}
              <p className="text-sm text-slate-800">
                <span className="font-medium">{t('legalForms.finder.why')} </span>
                {result.reason}
              </p>
              {result.deadlines.length > 0 && (
                <div className="flex flex-col gap-1 rounded-md bg-slate-50 p-3">
                  <p className="text-sm font-semibold text-slate-900">
                    {t('legalForms.finder.deadlines')}
                  </p>
                  {result.deadlines.map((deadline) => (
                    <p key={deadline.article} className="text-sm text-slate-800">
                      {deadline.date && (
                        <strong className="mr-1">
                          {t('legalForms.finder.deadlineDate', { date: formatDate(deadline.date) })}
                        </strong>
                      )}
                      {deadline.text} (
                      {t('legalForms.detail.article', { article: deadline.article })})
                    </p>
                  ))}
                </div>
              )}
              {result.form.sold && (
                <p className="text-sm font-medium text-amber-900">{t('legalForms.detail.sold')}</p>
              )}
              <div>
                <Button variant="outline" size="sm" onClick={() => onOpenForm(result.form.id)}>
                  {t('legalForms.library.open')} <span className="sr-only">{result.form.id}</span>
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}

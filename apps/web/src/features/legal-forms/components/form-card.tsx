import { useTranslation } from 'react-i18next';
import type { LegalFormSummary } from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import { useFormLabels } from '../hooks/use-form-labels';

/** One form in a list: its code, name, who files it and when it is used. */
export function FormCard({
  form,
  onOpen,
}: {
  form: LegalFormSummary;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { label } = useFormLabels();
  const titleId = `form-card-${form.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <span className="rounded bg-slate-100 px-2 py-0.5 font-mono font-semibold text-slate-800">
          {form.id}
        </span>
        <span>{label('category', form.category)}</span>
        <span aria-hidden="true">·</span>
        <span>
          {t('legalForms.detail.filedBy', { party: label('party', form.initiatingParty) })}
        </span>
      </div>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {form.name}
      </h2>
      <p className="text-sm text-slate-700">{form.useWhen}</p>
      {form.sold && (
        <p className="text-sm font-medium text-amber-900">{t('legalForms.detail.sold')}</p>
      )}
      <div>
        <Button variant="outline" size="sm" onClick={() => onOpen(form.id)}>
          {t('legalForms.library.open')} <span className="sr-only">{form.id}</span>
        </Button>
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LegalFormDetail } from '@lexlogis/contracts';
import { useFormLabels } from '../hooks/use-form-labels';

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium text-accent-800 underline underline-offset-2 hover:text-accent-900"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('chat.sources.newTab')}</span>
    </a>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A form as the catalogue describes it: when to use it and not, its legal effect with the text
 * of the articles it rests on, related forms, and the official link (the PDF is never copied).
 */
export function FormDetail({
  form,
  onOpenForm,
}: {
  form: LegalFormDetail;
  onOpenForm: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { label } = useFormLabels();
  return (
    <div className="mt-4 flex flex-col gap-4 text-sm text-slate-800">
      <p className="text-xs text-slate-600">
        {form.id} · {label('category', form.category)} · {label('matter', form.matterType)} ·{' '}
        {t('legalForms.detail.filedBy', { party: label('party', form.initiatingParty) })}
      </p>
      <Part title={t('legalForms.detail.useWhen')}>
        <p>{form.useWhen}</p>
      </Part>
      {form.doNotUseWhen.length > 0 && (
        <Part title={t('legalForms.detail.doNotUseWhen')}>
          <ul className="list-disc pl-5">
            {form.doNotUseWhen.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Part>
      )}
      {form.legalEffect && (
        <Part title={t('legalForms.detail.legalEffect')}>
          <p>{form.legalEffect}</p>
          {form.articles.map((article) => (
            <details key={article.article} className="rounded-md border border-slate-200 p-2">
              <summary className="cursor-pointer font-medium">
                {t('legalForms.detail.article', { article: article.article })}
              </summary>
              <p className="mt-2 whitespace-pre-line text-slate-700">{article.text}</p>
              {article.url && (
                <ExternalAnchor href={article.url}>
                  {t('legalForms.detail.articleLink')}
                </ExternalAnchor>
              )}
            </details>
          ))}
        </Part>
      )}
      {form.relatedForms.length > 0 && (
        <Part title={t('legalForms.detail.related')}>
          <ul className="flex flex-col gap-1">
            {form.relatedForms.map((related) => (
              <li key={related.id}>
                <button
                  type="button"
                  className="text-left font-medium text-accent-800 underline underline-offset-2"
                  onClick={() => onOpenForm(related.id)}
                >
                  {related.id} — {related.name}
                </button>
              </li>
            ))}
          </ul>
        </Part>
      )}
      <Part title={t('legalForms.detail.official')}>
        {form.sold ? (
          <p className="font-medium text-amber-900">{t('legalForms.detail.soldLong')}</p>
        ) : (
          <p className="text-slate-600">{t('legalForms.detail.officialNote')}</p>
        )}
        <div className="flex flex-wrap gap-4">
          {form.pdfUrl && (
            <ExternalAnchor href={form.pdfUrl}>{t('legalForms.detail.pdf')}</ExternalAnchor>
          )}
          {!form.pdfUrl && (
            <ExternalAnchor href={form.officialUrl}>
              {t('legalForms.detail.officialPage')}
            </ExternalAnchor>
          )}
        </div>
      </Part>
    </div>
  );
}

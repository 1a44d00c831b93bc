import { BookOpen, Search } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFeatureFlag } from '@/lib/feature-flags';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

const CARD = 'flex h-full items-start gap-3 rounded-xl border p-4';

/** /ai-tools/legal-forms: the two ways in, find a form or browse the library (own flag). */
export function LegalFormsChoice() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: t('screens.legalForms') }));
  const library = useFeatureFlag('FORM_LIBRARY');
  const choices = [
    {
      to: '/ai-tools/legal-forms/find-form',
      icon: Search,
      label: t('screens.findForm'),
      text: t('legalForms.hub.describe.findForm'),
      enabled: true,
    },
    {
      to: '/ai-tools/legal-forms/library',
      icon: BookOpen,
      label: t('screens.formLibrary'),
      text: t('legalForms.hub.describe.library'),
      enabled: library,
    },
  ];
  return (
    <section
      aria-labelledby="legal-forms-title"
      className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8"
    >
      <div className="flex flex-col gap-2">
        <h1 id="legal-forms-title" className="text-2xl font-semibold text-slate-900">
          {t('screens.legalForms')}
        </h1>
        <p className="text-sm text-slate-600">{t('legalForms.hub.formsIntro')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const Icon = choice.icon;
          const body = (
            <>
              <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <span className="flex flex-col gap-1">
                <span className="text-sm font-semibold">{choice.label}</span>
                <span className="text-sm text-slate-600">{choice.text}</span>
              </span>
            </>
          );
          return (
            <li key={choice.to}>
              {choice.enabled ? (
                <Link
                  to={choice.to}
                  className={cn(
                    CARD,
                    'border-slate-200 bg-white text-slate-900 hover:bg-accent-50',
                  )}
                >
                  {body}
                </Link>
              ) : (
                <span
                  role="link"
                  aria-disabled="true"
                  className={cn(CARD, 'cursor-not-allowed bg-slate-50 text-slate-500')}
                >
                  {body}
                  <span className="sr-only"> {t('aiTools.itemUnavailable')}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

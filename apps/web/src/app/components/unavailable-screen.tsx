import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

interface UnavailableScreenProps {
  title: string;
  children?: ReactNode;
}

/** The honest state of a screen that a later issue builds: its name and "not available yet". */
export function UnavailableScreen({ title, children }: UnavailableScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.pageTitle', { page: title }));
  return (
    <section
      aria-labelledby="screen-title"
      className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <span className="mb-6 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Construction className="size-6" aria-hidden="true" />
      </span>
      <h1 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      <p className="mt-3 text-base text-slate-600">{t('common.notAvailable')}</p>
      {children}
    </section>
  );
}

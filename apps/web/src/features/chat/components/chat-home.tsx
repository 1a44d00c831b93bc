import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Home: the chat's place, honest about not being there yet, with the standing disclaimer. */
export function ChatHome() {
  const { t } = useTranslation();
  useDocumentTitle(t('common.appName'));
  return (
    <div className="flex flex-1 flex-col">
      <section
        aria-labelledby="screen-title"
        className="flex flex-1 flex-col items-center justify-center px-4 py-16 text-center"
      >
        <span className="mb-6 flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-700">
          <MessagesSquare className="size-6" aria-hidden="true" />
        </span>
        <h1 id="screen-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('screens.home')}
        </h1>
        <p className="mt-3 max-w-md text-base text-slate-600">{t('common.notAvailable')}</p>
      </section>
      <p className="border-t border-slate-200 bg-white px-4 py-3 text-center text-xs text-slate-600">
        <Trans
          i18nKey="chat.disclaimer"
          components={{
            termsLink: (
              <Link
                to="/policies?tab=terms"
                className="font-medium text-accent-800 underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
    </div>
  );
}

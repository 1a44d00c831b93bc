import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * Home: the chat's place. With no conversation it shows the empty state the app layer composes
 * (welcome, then the questionnaire or the predefined prompts), above the standing disclaimer.
 */
export function ChatHome({ emptyState }: { emptyState: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(t('common.appName'));
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex flex-1 flex-col items-center gap-6 px-4 py-10 sm:py-14">
        {emptyState}
      </div>
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

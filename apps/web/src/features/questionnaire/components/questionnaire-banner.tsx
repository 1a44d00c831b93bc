import { useState } from 'react';
import { Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

const DISMISSED_KEY = 'lexlogis.questionnaire-banner-dismissed';

function readDismissed(userId: string): boolean {
  try {
    return localStorage.getItem(`${DISMISSED_KEY}.${userId}`) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec 01 §2: after submission, while there are no advices yet, a dismissible banner explains
 * how to edit the answers. Dismissal is remembered per user on this device.
 */
export function QuestionnaireBanner({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  if (dismissed) return null;

  function dismiss() {
    setDismissed(true);
    try {
      localStorage.setItem(`${DISMISSED_KEY}.${userId}`, '1');
    } catch {
      // Private browsing may refuse storage; the banner then only hides for this visit.
    }
  }

  return (
    <div
      role="status"
      className="flex w-full max-w-2xl items-start gap-3 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-900"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('questionnaire.banner.title')}</p>
        <p className="mt-0.5">{t('questionnaire.banner.body')}</p>
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={dismiss}
        aria-label={t('questionnaire.banner.dismiss')}
        className="-mr-2 -mt-1.5 size-9 text-accent-900 hover:bg-accent-100"
      >
        <X className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

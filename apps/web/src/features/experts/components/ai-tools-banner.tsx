import { useEffect, useState } from 'react';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getButtonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export const AI_TOOLS_BANNER_SKELETON_MS = 1500;

/** The AI tools banner of the right panel, after its 1.5 s skeleton (spec 01 §9). */
export function AiToolsBanner() {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), AI_TOOLS_BANNER_SKELETON_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) {
    return (
      <div
        className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
        data-testid="ai-tools-skeleton"
      >
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-8 w-28" />
      </div>
    );
  }
  return (
    <section
      aria-labelledby="ai-tools-banner-title"
      className="flex flex-col gap-2 rounded-2xl border border-accent-200 bg-accent-50 p-4"
    >
      <h2
        id="ai-tools-banner-title"
        className="flex items-center gap-2 font-semibold text-accent-900"
      >
        <FileText className="size-4" aria-hidden="true" />
        {t('chat.panel.aiToolsTitle')}
      </h2>
      <p className="text-sm text-accent-900">{t('chat.panel.aiToolsBody')}</p>
      <Link to="/ai-tools" className={getButtonClasses('primary', 'sm', 'self-start')}>
        {t('chat.panel.aiToolsLink')}
      </Link>
    </section>
  );
}

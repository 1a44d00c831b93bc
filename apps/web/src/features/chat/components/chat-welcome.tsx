import { useEffect, useState } from 'react';
import { Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * The animated welcome of the empty chat (spec 01 §2): logo and text rise into place once.
 * Only the position moves, never the opacity, so the text keeps its full contrast from the first
 * frame (an accessibility check, or a reader, may look at it mid-animation). The motion is
 * skipped for people who ask for reduced motion.
 */
export function ChatWelcome() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const appear = cn(
    'motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-out',
    shown ? 'translate-y-0' : 'motion-safe:translate-y-4',
  );
  return (
    <div className="flex flex-col items-center text-center">
      <span
        className={cn(
          'mb-4 flex size-12 items-center justify-center rounded-xl bg-accent-700 text-white',
          appear,
        )}
      >
        <Scale className="size-6" aria-hidden="true" />
      </span>
      <h1
        id="screen-title"
        className={cn('text-sm font-semibold uppercase tracking-wide text-accent-800', appear)}
      >
        {t('screens.home')}
      </h1>
      <p
        className={cn(
          'mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl',
          appear,
        )}
      >
        {t('home.welcome')}
      </p>
      <p className={cn('mt-2 max-w-md text-base text-slate-600', appear)}>
        {t('home.welcomeSubtitle')}
      </p>
    </div>
  );
}

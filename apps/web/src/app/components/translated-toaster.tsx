import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Lazy: sonner is in no screen's first paint; lib/toast.ts holds toasts until it is mounted.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

// Mounted once the first screen is idle (at most a second after it): sonner's set-up then does not
// compete with the first paint (issue 18). A toast sent before is kept by sonner and shows then.
const TOASTER_IDLE_TIMEOUT_MS = 1000;

/** The toast outlet, for the app and the standalone sign-in page (auth.html). */
export function TranslatedToaster() {
  const { t } = useTranslation();
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (!window.requestIdleCallback) {
      const timer = setTimeout(() => setIsIdle(true));
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIsIdle(true), {
      timeout: TOASTER_IDLE_TIMEOUT_MS,
    });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <Toaster regionLabel={t('toasts.region')} closeLabel={t('toasts.close')} />
    </Suspense>
  );
}

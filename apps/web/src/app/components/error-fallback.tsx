import { useEffect } from 'react';
import { TriangleAlert, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';

interface ErrorFallbackProps {
  error: unknown;
  /** Reloading the page is the spec's recovery; tests pass their own handler. */
  onRetry?: () => void;
}

export function reloadPage(): void {
  window.location.reload();
}

/** Spec 01 §2 "Dialogs": error title, the message as a toast, and a Try again that reloads. */
export function ErrorFallback({ error, onRetry = reloadPage }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const message = getErrorMessage(error) ?? t('errors.unknown');

  useEffect(() => {
    showToast(message, { variant: 'error', id: 'render-error' });
  }, [message]);

  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center"
    >
      <span className="mb-5 flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
        <TriangleAlert className="size-6" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('errors.title')}</h1>
      <p className="mt-3 text-slate-600">{t('errors.description')}</p>
      <Button className="mt-6" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('errors.tryAgain')}
      </Button>
    </div>
  );
}

function getErrorMessage(error: unknown): string | null {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    const { statusText } = error as { statusText?: unknown };
    if (typeof statusText === 'string' && statusText) return statusText;
  }
  return null;
}

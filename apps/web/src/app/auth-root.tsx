import { StrictMode, type ReactNode } from 'react';
import type { i18n as I18nInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from './components/app-error-boundary';
import { TranslatedToaster } from './components/translated-toaster';

/**
 * The sign-in document's root (auth.html). One component for the build's prerender and the
 * browser, so the markup the browser hydrates is the markup the build wrote (issue 18, round 5).
 */
export function AuthRoot({ i18n, children }: { i18n: I18nInstance; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
        <TranslatedToaster />
      </I18nextProvider>
    </StrictMode>
  );
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';
import { i18n, loadAllCatalogs } from '@/i18n/i18n';
import { resetAuthSession } from '@/lib/auth-session';
import { clearAuthTokens } from '@/lib/auth-token';
import { resetUnauthorizedHandler } from '@/lib/unauthorized';
import { installMatchMedia } from './match-media';

// Screens, the Markdown renderer and dialogs are lazy chunks: their first import in a test file is
// transformed on the spot, which takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Screens in tests render without the router's lazy loading: every catalog is there from the start.
await Promise.all([loadAllCatalogs('en'), loadAllCatalogs('fr')]);
await i18n.changeLanguage('en');

beforeEach(() => {
  installMatchMedia(1280);
});

afterEach(async () => {
  cleanup();
  toast.dismiss();
  resetAuthSession();
  clearAuthTokens();
  resetUnauthorizedHandler();
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

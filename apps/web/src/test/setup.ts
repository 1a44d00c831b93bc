import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { resetAuthSession } from '@/lib/auth-session';
import { clearAuthTokens } from '@/lib/auth-token';
import { resetUnauthorizedHandler } from '@/lib/unauthorized';
import { installMatchMedia } from './match-media';

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

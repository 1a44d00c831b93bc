import type { TFunction } from 'i18next';
import { i18n } from '@/i18n/i18n';

/**
 * Validation messages come either as catalog keys (our own form schemas) or as the contracts'
 * English wording ('City is required'); both end up in the interface language.
 */
const CONTRACT_MESSAGES: Record<string, string> = {
  'Invalid password format': 'auth.errors.InvalidPasswordException',
  'Invalid verification code': 'auth.validation.codeInvalid',
  'City is required': 'profile.errors.cityRequired',
  'City must be at most 100 characters': 'profile.errors.cityTooLong',
  'Role must be user or lawyer': 'profile.errors.roleRequired',
};

export function translateFieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = CONTRACT_MESSAGES[message] ?? message;
  return i18n.exists(key) ? String(t(key as never)) : message;
}

import { isApiError } from '@/lib/api-error';

/** Where the error happened: the same code can deserve a more helpful sentence in context. */
export type AuthErrorContext = 'sign-in' | 'sign-up' | 'confirm' | 'reset' | 'page';

/** Every code with a message of its own in the catalog (spec 02 §8). */
const KNOWN_CODES = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'LimitExceededException',
  'TooManyRequestsException',
  'InvalidParameterException',
  'UsernameExistsException',
  'CodeDeliveryFailureException',
  'UserLambdaValidationException',
  'NoAccessToken',
  'InvalidTokens',
  'INVALID_CREDENTIALS',
  'USER_NOT_FOUND',
  'USER_NOT_CONFIRMED',
  'SESSION_EXPIRED',
  'TOKEN_INVALID',
  'USER_SUSPENDED',
  'LOGIN_FAILED',
  'TOO_MANY_ATTEMPTS',
  'REGISTRATION_FAILED',
  'CONFIRMATION_FAILED',
  'INVALID_TOKEN',
  'USER_EXISTS',
  'RATE_LIMITED',
]);

/** The catalog key for an error code (as found in ?code= or an error body). */
export function getAuthErrorKeyForCode(code: string | null | undefined): string {
  return code && KNOWN_CODES.has(code) ? `auth.errors.${code}` : 'auth.errors.unknown';
}

/** The catalog key of the message to show for a failed identity or login call. */
export function getAuthErrorKey(error: unknown, context: AuthErrorContext): string {
  if (!isApiError(error)) return 'auth.errors.unknown';
  if (error.code === 'UsernameExistsException' && context === 'sign-up') {
    return 'auth.errors.usernameExistsOnSignUp';
  }
  if (error.statusCode === 0) return 'auth.errors.network';
  if (error.code && KNOWN_CODES.has(error.code)) return `auth.errors.${error.code}`;
  if (error.statusCode === 429) return 'auth.errors.TooManyRequestsException';
  return 'auth.errors.unknown';
}

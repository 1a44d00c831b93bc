import type { SignInRequest, SignUpRequest } from '@lexlogis/contracts';
import { idpRequest } from '@/lib/idp-client';

// The schemas are loaded on use: zod and the contracts stay off the login page's first load.
const loadSchemas = () => import('./idp-schemas');

/** The sign-in screens' calls to the identity provider (spec 02 §7), all public. */
export function signUp(request: SignUpRequest) {
  return idpRequest('/sign-up', {
    body: request,
    schema: async () => (await loadSchemas()).signUpResponseSchema,
  });
}

export function confirmSignUp(email: string, code: string) {
  return idpRequest('/confirm-sign-up', {
    body: { email, code },
    schema: async () => (await loadSchemas()).okResponseSchema,
  });
}

export function resendConfirmationCode(email: string) {
  return idpRequest('/resend-code', {
    body: { email },
    schema: async () => (await loadSchemas()).codeDeliveryResponseSchema,
  });
}

export function signIn(request: SignInRequest) {
  return idpRequest('/sign-in', {
    body: request,
    schema: async () => (await loadSchemas()).signInResponseSchema,
  });
}

export function requestPasswordReset(email: string) {
  return idpRequest('/forgot-password', { body: { email } });
}

export function confirmPasswordReset(email: string, code: string, newPassword: string) {
  return idpRequest('/confirm-forgot-password', {
    body: { email, code, newPassword },
    schema: async () => (await loadSchemas()).okResponseSchema,
  });
}

export function fetchIdentityProviders(signal?: AbortSignal) {
  return idpRequest('/providers', {
    method: 'GET',
    schema: async () => (await loadSchemas()).providersSchema,
    signal,
  });
}

/** Google sign-in is a full-page trip to the provider, which comes back to /auth/login#… */
export function startGoogleSignIn(redirect: string): void {
  window.location.assign(`/idp/oauth2/google/authorize?redirect=${encodeURIComponent(redirect)}`);
}

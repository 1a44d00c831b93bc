import {
  codeDeliveryResponseSchema,
  okResponseSchema,
  signInResponseSchema,
  signUpResponseSchema,
  type SignInRequest,
  type SignUpRequest,
} from '@lexlogis/contracts';
import { z } from 'zod';
import { idpRequest } from '@/lib/idp-client';

/** The sign-in screens' calls to the identity provider (spec 02 §7), all public. */
export function signUp(request: SignUpRequest) {
  return idpRequest('/sign-up', { body: request, schema: signUpResponseSchema });
}

export function confirmSignUp(email: string, code: string) {
  return idpRequest('/confirm-sign-up', { body: { email, code }, schema: okResponseSchema });
}

export function resendConfirmationCode(email: string) {
  return idpRequest('/resend-code', { body: { email }, schema: codeDeliveryResponseSchema });
}

export function signIn(request: SignInRequest) {
  return idpRequest('/sign-in', { body: request, schema: signInResponseSchema });
}

export function requestPasswordReset(email: string) {
  return idpRequest('/forgot-password', { body: { email }, schema: z.unknown() });
}

export function confirmPasswordReset(email: string, code: string, newPassword: string) {
  return idpRequest('/confirm-forgot-password', {
    body: { email, code, newPassword },
    schema: okResponseSchema,
  });
}

const providersSchema = z.object({ google: z.boolean().default(false) });

export function fetchIdentityProviders(signal?: AbortSignal) {
  return idpRequest('/providers', { method: 'GET', schema: providersSchema, signal });
}

/** Google sign-in is a full-page trip to the provider, which comes back to /auth/login#… */
export function startGoogleSignIn(redirect: string): void {
  window.location.assign(`/idp/oauth2/google/authorize?redirect=${encodeURIComponent(redirect)}`);
}

import { z } from 'zod';

/**
 * Every error code the API can answer with, its default message and HTTP status.
 * Product and identity-provider codes come from spec 02 section 8; the generic
 * codes cover what the spec leaves unsaid (validation, not found, rate limits).
 */
export const ERROR_CATALOG = {
  // Product authentication errors (spec 02 §8).
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  USER_NOT_CONFIRMED: { status: 403, message: 'User not confirmed' },
  SESSION_EXPIRED: { status: 401, message: 'Session has expired' },
  TOKEN_INVALID: { status: 401, message: 'Invalid or expired token' },
  USER_SUSPENDED: { status: 403, message: 'User account is suspended' },
  LOGIN_FAILED: { status: 401, message: 'Login failed' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts, please try again later' },
  REGISTRATION_FAILED: { status: 400, message: 'Failed to register user' },
  CONFIRMATION_FAILED: { status: 400, message: 'Failed to confirm user' },
  INVALID_TOKEN: { status: 401, message: 'Invalid token provided' },
  USER_EXISTS: { status: 409, message: 'User already exists' },

  // Identity-provider codes (spec 02 §8), answered by the embedded provider under /idp.
  NotAuthorizedException: { status: 401, message: 'Invalid credentials' },
  UserNotFoundException: { status: 404, message: 'User not found' },
  InvalidPasswordException: { status: 400, message: 'Invalid password format' },
  CodeMismatchException: { status: 400, message: 'Invalid verification code' },
  ExpiredCodeException: { status: 400, message: 'Verification code has expired' },
  LimitExceededException: { status: 429, message: 'Too many attempts, please try again later' },
  TooManyRequestsException: { status: 429, message: 'Too many requests, please try again later' },
  InvalidParameterException: { status: 400, message: 'Invalid parameter provided' },
  UsernameExistsException: { status: 409, message: 'User already exists' },
  CodeDeliveryFailureException: { status: 502, message: 'Failed to deliver confirmation code' },
  UserLambdaValidationException: { status: 400, message: 'User validation failed' },
  // Named by spec 02 §8 without a message; these are the closest honest wordings.
  NoAccessToken: { status: 401, message: 'No access token available' },
  InvalidTokens: { status: 401, message: 'Invalid or expired token' },

  // Access and ownership.
  NO_ACCESS_TOKEN: { status: 401, message: 'No access token available' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  ADMIN_REQUIRED: { status: 403, message: 'Unauthorized: Admin access required' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to perform this action' },
  FORM_ACCESS_DENIED: { status: 403, message: 'You do not have permission to update this form' },
  ROLE_REQUEST_NOT_FOUND: { status: 404, message: 'Role request not found' },
  ROLE_REQUEST_ALREADY_DECIDED: {
    status: 409,
    message: 'This role request has already been decided',
  },
  ROLE_ALREADY_GRANTED: { status: 409, message: 'You already have the lawyer role' },
  FEATURE_FLAGS_SESSION_REQUIRED: {
    status: 401,
    message: 'User session is required to fetch feature flags.',
  },

  // Generic request errors.
  VALIDATION_ERROR: { status: 400, message: 'The request is not valid' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood' },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found' },
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversation not found' },
  DECISION_NOT_FOUND: { status: 404, message: 'Decision not found' },
  SITUATION_NOT_FOUND: { status: 404, message: 'Situation not found' },
  // Generated documents and conversation export (issue 12).
  GENERATED_DOCUMENT_NOT_FOUND: { status: 404, message: 'Document not found' },
  DOCUMENT_RENDERING_FAILED: {
    status: 503,
    message: 'The PDF could not be produced right now. Nothing was saved; please try again.',
  },
  CONFLICT: { status: 409, message: 'The resource already exists' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request content type is not supported' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later' },

  // Official law import (issue 17): the file is named in the message; nothing was changed.
  LEGIS_PDF_UNREADABLE: { status: 400, message: 'The PDF could not be read' },
  LEGIS_PDF_NOT_CCQ: { status: 400, message: 'The PDF is not the Code civil du Québec' },
  // Legal forms (issue 12): the TAL forms library and the form finder.
  LEGAL_FORM_NOT_FOUND: { status: 404, message: 'Form not found' },
  // Issue 13: lawyer marketplace, ratings and direct messages.
  LAWYER_ROLE_REQUIRED: { status: 403, message: 'Only a lawyer can have a lawyer profile' },
  PROFILE_OWNER_ONLY: { status: 403, message: 'Only the lawyer can edit their own profile' },
  PROFILE_NOT_FOUND: { status: 404, message: 'Lawyer profile not found' },
  PROFILE_EXISTS: { status: 409, message: 'This lawyer already has a profile' },
  RATING_NOT_ALLOWED: {
    status: 403,
    message: 'You can rate a lawyer only after a conversation with them',
  },
  RATING_EXISTS: { status: 409, message: 'You have already rated this lawyer' },
  CANNOT_MESSAGE_SELF: { status: 400, message: 'You cannot start a conversation with yourself' },
  RECIPIENT_NOT_FOUND: { status: 404, message: 'This person cannot receive messages' },
  DIRECT_CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversation not found' },
  MESSAGE_RATE_LIMITED: {
    status: 429,
    message: 'You are sending messages too quickly; please wait a moment',
  },
  // Plans and payments (issue 14).
  QUESTION_QUOTA_REACHED: {
    status: 429,
    message:
      'You have used the free questions of the last 24 hours. Upgrade to Pro to keep asking.',
  },
  PRO_PLAN_REQUIRED: { status: 402, message: 'This feature needs the Pro plan' },
  PRICE_NOT_FOUND: { status: 400, message: 'This price is not offered' },
  ALREADY_SUBSCRIBED: { status: 409, message: 'You already have the Pro plan' },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'You have no paid subscription' },
  CHECKOUT_REQUIRED: { status: 409, message: 'Start the Pro plan through checkout' },
  CHECKOUT_SESSION_NOT_FOUND: { status: 404, message: 'Checkout session not found' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Invalid webhook signature' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Payment not found' },
  REFUND_NOT_ALLOWED: { status: 409, message: 'This payment cannot be refunded by that amount' },
  PAYMENT_PROVIDER_ERROR: { status: 502, message: 'The payment provider did not answer' },
  PAYMENTS_SESSION_REQUIRED: { status: 401, message: 'Authentication required' },
  // Back office (issue 15).
  METRICS_ADMIN_REQUIRED: { status: 401, message: 'Unauthorized: Admin access required' },
  FEATURE_FLAG_NOT_FOUND: { status: 404, message: 'Feature flag not found' },
  FEATURE_FLAG_EXISTS: { status: 409, message: 'A feature flag with this name already exists' },
  FLAGGED_RESPONSE_NOT_FOUND: { status: 404, message: 'Flagged response not found' },
  ADMIN_SELF_CHANGE: {
    status: 409,
    message: 'Administrators cannot suspend, demote or delete themselves',
  },
  LAST_ADMIN: { status: 409, message: 'The last administrator cannot be removed' },

  // Server-side failures: the message never reveals internals.
  INTERNAL_ERROR: { status: 500, message: 'An unexpected error occurred' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export const errorCodeSchema = z.enum(Object.keys(ERROR_CATALOG) as [ErrorCode, ...ErrorCode[]]);

/** The one error body every endpoint answers with. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function getErrorStatus(code: ErrorCode): number {
  return ERROR_CATALOG[code].status;
}

export function getErrorMessage(code: ErrorCode): string {
  return ERROR_CATALOG[code].message;
}

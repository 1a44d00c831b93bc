import { DEFAULT_SKIPPED_ANSWERS } from '@lexlogis/contracts';
import { streamRequest } from './chat-requests';
import { makeRepairNoticeRequest } from './formal-notice-requests';
import { makeAnswers } from './questionnaire-requests';

/**
 * Test helper: who may call each operation, declared once per route for the authorization matrix
 * (authorization-matrix.test.ts). A registered route missing here fails the matrix, so a new
 * route cannot escape it.
 *
 * - public: anyone, signed in or not (the identity provider's own routes check their own tokens).
 * - session: any signed-in user; `owned` builds a call on the owner's resource that everybody
 *   else, administrators included, must get 404 for; `endsSession` when calling it signs out.
 * - admin: administrators only (403 ADMIN_REQUIRED for users and lawyers).
 * - lawyer: users with the lawyer role only.
 */

/** Resources the matrix's owner has made before the walk. */
export type OwnerFixtures = {
  ownerId: string;
  conversationId: string;
  adviceId: string;
  question: string;
  formAnswerId: string;
  situationId: string;
  documentId: string;
  directConversationId: string;
};

export type OwnedCall = (fixtures: OwnerFixtures) => {
  url: string;
  payload?: unknown;
  /** When a named issue gives another answer than 404, with the reason. */
  expect?: { status: number; code: string; why: string };
  /** Why an administrator may do this on anyone's resource (then it must succeed for them). */
  adminAllowed?: string;
};

export type RouteAccess =
  | { who: 'public' }
  | { who: 'session'; owned?: OwnedCall; endsSession?: boolean }
  | {
      who: 'admin';
      /** When the spec gives non-administrators another refusal than 403 ADMIN_REQUIRED. */
      refusal?: { status: number; code: string; why: string };
    }
  /** Lawyers only: users and administrators get 403 LAWYER_ROLE_REQUIRED. */
  | { who: 'lawyer'; call: (callerId: string) => { url: string; payload?: unknown } };

const FORM_ACCESS_DENIED = {
  status: 403,
  code: 'FORM_ACCESS_DENIED',
  why: 'issue 5 and spec 01 §6 name this code for a form of another user (docs/decisions.md)',
};

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /healthz': { who: 'public' },
  'POST /idp/sign-up': { who: 'public' },
  'POST /idp/confirm-sign-up': { who: 'public' },
  'POST /idp/resend-code': { who: 'public' },
  'POST /idp/sign-in': { who: 'public' },
  'POST /idp/refresh': { who: 'public' },
  'POST /idp/forgot-password': { who: 'public' },
  'POST /idp/confirm-forgot-password': { who: 'public' },
  'POST /idp/change-password': { who: 'public' },
  'POST /idp/update-attributes': { who: 'public' },
  'POST /idp/sign-out': { who: 'public' },
  'GET /idp/.well-known/jwks.json': { who: 'public' },
  'GET /idp/.well-known/openid-configuration': { who: 'public' },
  'GET /idp/providers': { who: 'public' },
  'GET /dev/outbox': { who: 'public' },

  'POST /api/auth/login': { who: 'public' },
  'POST /api/auth/validate-session': { who: 'public' },
  'POST /api/auth/logout': { who: 'session', endsSession: true },
  'POST /api/auth/document-cookie': { who: 'session' },
  'DELETE /api/auth/document-cookie': { who: 'public' },
  'GET /api/users': { who: 'session' },
  'POST /api/users': { who: 'public' },
  'PATCH /api/users/:id': {
    who: 'session',
    owned: ({ ownerId }) => ({
      url: `/api/users/${ownerId}`,
      payload: { city: 'Laval' },
      adminAllowed: 'administrators edit users and grant the lawyer role (docs/decisions.md)',
    }),
  },
  'GET /api/users/lawyer-role-request': { who: 'session' },
  'POST /api/users/lawyer-role-request': { who: 'session' },
  'GET /api/admin/role-requests': { who: 'admin' },
  'POST /api/admin/role-requests/:id/approve': { who: 'admin' },
  'POST /api/admin/role-requests/:id/reject': { who: 'admin' },
  'GET /api/feature-flags': { who: 'session' },
  'GET /api/kb/search': { who: 'session' },
  'GET /api/kb/status': { who: 'session' },
  'GET /api/admin/legis': { who: 'admin' },

  'POST /api/formAnswer': {
    who: 'session',
    owned: ({ ownerId }) => ({
      url: '/api/formAnswer',
      payload: makeAnswers(ownerId),
      expect: FORM_ACCESS_DENIED,
    }),
  },
  'GET /api/formAnswer': { who: 'session' },
  'GET /api/formAnswer/:id': {
    who: 'session',
    owned: ({ formAnswerId }) => ({
      url: `/api/formAnswer/${formAnswerId}`,
      expect: FORM_ACCESS_DENIED,
    }),
  },
  'PATCH /api/formAnswer/:id': {
    who: 'session',
    owned: ({ formAnswerId, ownerId }) => ({
      url: `/api/formAnswer/${formAnswerId}`,
      payload: makeAnswers(ownerId, { additionalInfo: 'Changed by someone else' }),
      expect: FORM_ACCESS_DENIED,
    }),
  },
  'POST /api/formAnswer/excluded-situation-feedback': { who: 'session' },

  'GET /api/forms': { who: 'session' },
  'GET /api/forms/:id': { who: 'session' },
  'POST /api/forms/find': { who: 'session' },
  'GET /api/caselaw/search': { who: 'session' },
  'GET /api/caselaw/:id': { who: 'session' },
  'GET /api/situations': { who: 'session' },
  'POST /api/situations': {
    who: 'session',
    owned: ({ conversationId }) => ({
      url: '/api/situations',
      payload: { title: 'Taken from another conversation', conversationId },
    }),
  },
  'GET /api/situations/:id': {
    who: 'session',
    owned: ({ situationId }) => ({ url: `/api/situations/${situationId}` }),
  },
  'DELETE /api/situations/:id': {
    who: 'session',
    owned: ({ situationId }) => ({ url: `/api/situations/${situationId}` }),
  },

  'GET /api/advices/list': { who: 'session' },
  'POST /api/advices': { who: 'session' },
  'GET /api/advices/:id': {
    who: 'session',
    owned: ({ conversationId }) => ({ url: `/api/advices/${conversationId}` }),
  },
  'DELETE /api/advices/:id': {
    who: 'session',
    owned: ({ conversationId }) => ({ url: `/api/advices/${conversationId}` }),
  },
  'PATCH /api/advices/:id/title': {
    who: 'session',
    owned: ({ conversationId }) => ({
      url: `/api/advices/${conversationId}/title`,
      payload: { title: 'Mine now' },
    }),
  },
  'GET /api/advices/:id/formAnswers': {
    who: 'session',
    owned: ({ conversationId }) => ({ url: `/api/advices/${conversationId}/formAnswers` }),
  },
  'PUT /api/advices/:id/formAnswers': {
    who: 'session',
    owned: ({ conversationId }) => ({
      url: `/api/advices/${conversationId}/formAnswers`,
      payload: { formAnswers: DEFAULT_SKIPPED_ANSWERS },
    }),
  },
  'GET /api/advices/:id/history': {
    who: 'session',
    owned: ({ conversationId }) => ({ url: `/api/advices/${conversationId}/history` }),
  },
  'POST /api/advices/:id/items': {
    who: 'session',
    owned: ({ conversationId }) => ({
      url: `/api/advices/${conversationId}/items`,
      payload: { question: 'Hijack?' },
    }),
  },
  'POST /api/advices/:id/create-advice': {
    who: 'session',
    owned: ({ conversationId }) => ({
      url: `/api/advices/${conversationId}/create-advice`,
      payload: { question: 'Hijack?' },
    }),
  },
  'PATCH /api/advices/items/:id/status': {
    who: 'session',
    owned: ({ adviceId }) => ({
      url: `/api/advices/items/${adviceId}/status`,
      payload: { status: 'aborted' },
    }),
  },
  'POST /api/advices/:id/store-advice': {
    who: 'session',
    owned: ({ conversationId, adviceId }) => ({
      url: `/api/advices/${conversationId}/store-advice`,
      payload: { adviceId, advice: 'Overwritten' },
    }),
  },
  'POST /api/advices/source/:id/click': {
    who: 'session',
    owned: ({ adviceId }) => ({ url: `/api/advices/source/${adviceId}/click` }),
  },
  'POST /api/flaggedResponse': {
    who: 'session',
    owned: ({ adviceId }) => ({
      url: '/api/flaggedResponse',
      payload: {
        email: 'x@example.com',
        reaction: 'negative',
        flaggedQuestion: 'q',
        flaggedResponse: 'r',
        adviceId,
      },
    }),
  },
  'POST /api/advice/lambda': {
    who: 'session',
    owned: ({ conversationId, adviceId, question }) => ({
      url: '/api/advice/lambda',
      payload: streamRequest(conversationId, { id: adviceId, question }),
    }),
  },
  'GET /api/profiles': { who: 'session' },

  'POST /api/generated-documents/preview': { who: 'session' },
  'POST /api/generated-documents': { who: 'session' },
  'GET /api/generated-documents': { who: 'session' },
  'GET /api/generated-documents/:id': {
    who: 'session',
    owned: ({ documentId }) => ({ url: `/api/generated-documents/${documentId}` }),
  },
  'PATCH /api/generated-documents/:id': {
    who: 'session',
    owned: ({ documentId }) => ({
      url: `/api/generated-documents/${documentId}`,
      payload: { title: 'Mine now' },
    }),
  },
  'DELETE /api/generated-documents/:id': {
    who: 'session',
    owned: ({ documentId }) => ({ url: `/api/generated-documents/${documentId}` }),
  },
  'GET /api/generated-documents/:id/pdf': {
    who: 'session',
    owned: ({ documentId }) => ({ url: `/api/generated-documents/${documentId}/pdf` }),
  },
  'GET /api/advices/:id/export': {
    who: 'session',
    owned: ({ conversationId }) => ({ url: `/api/advices/${conversationId}/export?format=md` }),
  },
  'GET /api/profiles/matching': { who: 'session' },
  'GET /api/profile/filter-values': { who: 'session' },
  'GET /api/profile/user/:userId': { who: 'session' },
  'GET /api/profile/:id': { who: 'session' },
  'POST /api/profile': {
    who: 'lawyer',
    call: (callerId) => ({ url: '/api/profile', payload: { userId: callerId } }),
  },
  // Owner-only editing is tested in lawyer-profiles.routes.test.ts (profiles are public: 403).
  'PATCH /api/profile/:userId': {
    who: 'lawyer',
    call: (callerId) => ({ url: `/api/profile/${callerId}`, payload: { name: 'Me Tremblay' } }),
  },
  'POST /api/profile/:id/ratings': { who: 'session' },
  'GET /api/chat/conversations': { who: 'session' },
  'POST /api/chat/conversations': { who: 'session' },
  'GET /api/chat/conversations/:id': {
    who: 'session',
    owned: ({ directConversationId }) => ({
      url: `/api/chat/conversations/${directConversationId}`,
    }),
  },
  'POST /api/chat/messages': {
    who: 'session',
    owned: ({ directConversationId }) => ({
      url: '/api/chat/messages',
      payload: { conversationId: directConversationId, content: 'Reading along' },
    }),
  },
  'GET /api/payments/plans': { who: 'session' },
  'POST /api/payments/checkout': { who: 'session' },
  'POST /api/payments/portal': { who: 'session' },
  'GET /api/payments/subscription': { who: 'session' },
  'POST /api/payments/subscription': { who: 'session' },
  'PUT /api/payments/subscription': { who: 'session' },
  'DELETE /api/payments/subscription': { who: 'session' },
  'GET /api/payments/history': { who: 'session' },
  // Stripe's servers call it; the signature is its authentication (bad one: 400).
  'POST /api/payments/webhook': { who: 'public' },
  'GET /api/payments/test-checkout/:sessionId': { who: 'session' },
  'GET /api/admin/payments': { who: 'admin' },
  'GET /api/admin/payments/refunds': { who: 'admin' },
  'POST /api/admin/payments/:id/refund': { who: 'admin' },
  'GET /api/admin/subscriptions': { who: 'admin' },
  'GET /api/admin/subscriptions/revenue': { who: 'admin' },
  'POST /api/payments/test-checkout/:sessionId/complete': { who: 'session' },
  'POST /api/admin/feature-flags': { who: 'admin' },
  'PATCH /api/admin/feature-flags/:name': { who: 'admin' },
  'DELETE /api/admin/feature-flags/:name': { who: 'admin' },
  'GET /api/admin/overview': { who: 'admin' },
  'GET /api/admin/users': { who: 'admin' },
  'GET /api/admin/users/:id': { who: 'admin' },
  'PUT /api/admin/users/:id': { who: 'admin' },
  'PATCH /api/admin/users/:id': { who: 'admin' },
  'GET /api/admin/users/:id/chat-history': { who: 'admin' },
  'DELETE /api/admin/users/:id/chat-history': { who: 'admin' },
  'GET /api/admin/audit-logs': { who: 'admin' },
  'GET /api/admin/flagged-responses': { who: 'admin' },
  'PATCH /api/admin/flagged-responses/:id': { who: 'admin' },
  'GET /api/admin/lawyers': { who: 'admin' },
  'GET /api/admin/lawyers/:id': { who: 'admin' },
  'GET /api/admin/chat/conversations': { who: 'admin' },
  'GET /api/admin/chat/conversations/:id': { who: 'admin' },
  'POST /api/tracking/batch': { who: 'session' },
  'POST /api/metrics/events': { who: 'session' },
  'GET /api/metrics': {
    who: 'admin',
    refusal: {
      status: 401,
      code: 'METRICS_ADMIN_REQUIRED',
      why: "spec 02: GET /metrics answers 401 'Unauthorized: Admin access required'",
    },
  },
  'DELETE /api/users/me/history': { who: 'session' },
  'DELETE /api/users/me': { who: 'session', endsSession: true },
};

/** The owner's formal notice for the matrix (a valid wizard submission). */
export const OWNER_DOCUMENT_REQUEST = makeRepairNoticeRequest();

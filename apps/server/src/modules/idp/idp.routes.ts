import {
  changePasswordRequestSchema,
  codeDeliveryResponseSchema,
  confirmForgotPasswordRequestSchema,
  confirmSignUpRequestSchema,
  forgotPasswordRequestSchema,
  okResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  resendCodeRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signOutRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  updateAttributesRequestSchema,
} from '@lexlogis/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readBearerToken } from '../../lib/bearer-token';
import type { IdpAccountsService } from './idp-accounts.service';
import { registerIdpErrorHandler } from './idp-errors';
import type { IdpSessionsService } from './idp-sessions.service';
import type { IdpTokens } from './idp-tokens';

export type IdpRoutesOptions = {
  accounts: IdpAccountsService;
  sessions: IdpSessionsService;
  tokens: IdpTokens;
  googleEnabled: boolean;
};

const tags = ['identity-provider'];
const bearer = [{ bearerAuth: [] }];

/** The embedded identity provider, mounted at /idp (see docs/decisions.md). */
export const idpRoutes: FastifyPluginAsyncZod<IdpRoutesOptions> = async (app, options) => {
  const { accounts, sessions, tokens } = options;
  registerIdpErrorHandler(app);

  async function authenticate(request: FastifyRequest) {
    const token = readBearerToken(request);
    if (!token) throw new AppError('NoAccessToken');
    return sessions.authenticate(token);
  }

  const post = <T extends z.ZodType, R extends z.ZodType>(
    path: string,
    summary: string,
    body: T,
    response: R,
  ) => ({ path, schema: { tags, summary, body, response: { 200: response } } });

  const signUp = post('/sign-up', 'Create an account', signUpRequestSchema, signUpResponseSchema);
  app.post(signUp.path, { schema: signUp.schema }, (request) => accounts.signUp(request.body));

  const confirm = post(
    '/confirm-sign-up',
    'Confirm an account with its emailed code',
    confirmSignUpRequestSchema,
    okResponseSchema,
  );
  app.post(confirm.path, { schema: confirm.schema }, (request) =>
    accounts.confirmSignUp(request.body.email, request.body.code),
  );

  const resend = post(
    '/resend-code',
    'Email a new confirmation code',
    resendCodeRequestSchema,
    codeDeliveryResponseSchema,
  );
  app.post(resend.path, { schema: resend.schema }, (request) =>
    accounts.resendCode(request.body.email),
  );

  const signIn = post('/sign-in', 'Sign in', signInRequestSchema, signInResponseSchema);
  app.post(signIn.path, { schema: signIn.schema }, (request) =>
    sessions.signIn({ ...request.body, ip: request.ip }),
  );

  const refresh = post(
    '/refresh',
    'Rotate a refresh token',
    refreshRequestSchema,
    refreshResponseSchema,
  );
  app.post(refresh.path, { schema: refresh.schema }, (request) =>
    sessions.refresh(request.body.refreshToken),
  );

  const forgot = post(
    '/forgot-password',
    'Email a password reset code',
    forgotPasswordRequestSchema,
    codeDeliveryResponseSchema,
  );
  app.post(forgot.path, { schema: forgot.schema }, (request) =>
    accounts.forgotPassword(request.body.email),
  );

  const confirmForgot = post(
    '/confirm-forgot-password',
    'Set a new password with a reset code',
    confirmForgotPasswordRequestSchema,
    okResponseSchema,
  );
  app.post(confirmForgot.path, { schema: confirmForgot.schema }, (request) =>
    accounts.confirmForgotPassword(request.body.email, request.body.code, request.body.newPassword),
  );

  const change = post(
    '/change-password',
    'Change the password (bearer)',
    changePasswordRequestSchema,
    okResponseSchema,
  );
  app.post(change.path, { schema: { ...change.schema, security: bearer } }, async (request) =>
    sessions.changePassword(
      await authenticate(request),
      request.body.previousPassword,
      request.body.proposedPassword,
    ),
  );

  const attributes = post(
    '/update-attributes',
    'Update name, picture or locale (bearer)',
    updateAttributesRequestSchema,
    okResponseSchema,
  );
  app.post(
    attributes.path,
    { schema: { ...attributes.schema, security: bearer } },
    async (request) => sessions.updateAttributes((await authenticate(request)).sub, request.body),
  );

  // The body is optional: the web may send its refresh token, but every session is ended.
  app.post(
    '/sign-out',
    {
      schema: {
        tags,
        summary: 'Revoke every refresh token of the user (bearer)',
        body: signOutRequestSchema.optional(),
        response: { 200: okResponseSchema },
        security: bearer,
      },
    },
    async (request) => sessions.signOut((await authenticate(request)).sub),
  );

  app.get('/.well-known/jwks.json', { schema: { tags, summary: 'Public signing keys' } }, () =>
    tokens.jwks(),
  );

  app.get(
    '/.well-known/openid-configuration',
    { schema: { tags, summary: 'Provider metadata' } },
    () => ({
      issuer: tokens.issuer,
      jwks_uri: `${tokens.issuer}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['EdDSA'],
      subject_types_supported: ['public'],
      response_types_supported: ['token id_token'],
      claims_supported: ['sub', 'email', 'email_verified', 'name', 'picture', 'locale'],
    }),
  );

  app.get(
    '/providers',
    {
      schema: {
        tags,
        summary: 'Which external sign-in providers are configured',
        response: { 200: z.object({ google: z.boolean() }) },
      },
    },
    () => ({ google: options.googleEnabled }),
  );
};

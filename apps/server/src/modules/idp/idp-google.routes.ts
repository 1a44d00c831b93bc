import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GOOGLE_STATE_TTL_SECONDS,
  GoogleSignInError,
  sanitizeRedirect,
  type GoogleService,
} from './idp-google.service';
import type { IdpSessionsService } from './idp-sessions.service';
import { readCookie } from '../../lib/read-cookie';

export type GoogleRoutesOptions = {
  google: GoogleService;
  sessions: IdpSessionsService;
  /** Secure cookies when the provider is served over https. */
  secureCookie: boolean;
};

const COOKIE_NAME = 'lexlogis_google_state';
const COOKIE_PATH = '/idp/oauth2/google';
const tags = ['identity-provider'];

/** GET /idp/oauth2/google/authorize and /callback (registered only when Google is configured). */
export const googleRoutes: FastifyPluginAsyncZod<GoogleRoutesOptions> = async (app, options) => {
  const { google, sessions } = options;
  const cookie = (value: string, maxAge: number) =>
    [
      `${COOKIE_NAME}=${value}`,
      `Path=${COOKIE_PATH}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      // Lax: the callback is a top-level navigation coming back from Google.
      'SameSite=Lax',
      ...(options.secureCookie ? ['Secure'] : []),
    ].join('; ');

  app.get(
    '/oauth2/google/authorize',
    {
      schema: {
        tags,
        summary: 'Start Google sign-in (302 to Google)',
        querystring: z.object({ redirect: z.string().max(512).optional() }),
      },
    },
    async (request, reply) => {
      try {
        const { url, cookie: state } = await google.startSignIn(
          sanitizeRedirect(request.query.redirect),
        );
        return reply
          .header('set-cookie', cookie(state, GOOGLE_STATE_TTL_SECONDS))
          .redirect(url, 302);
      } catch (error) {
        request.log.warn(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'google sign-in could not start',
        );
        return reply.redirect('/auth/error?code=provider_unavailable', 302);
      }
    },
  );

  app.get(
    '/oauth2/google/callback',
    {
      schema: {
        tags,
        summary: 'Finish Google sign-in (302 to the web app with tokens in the fragment)',
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(256).optional(),
        }),
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', cookie('', 0)).header('cache-control', 'no-store');
      if (request.query.error) {
        const reason = request.query.error === 'access_denied' ? 'access_denied' : 'provider_error';
        return reply.redirect(`/auth/error?code=${reason}`, 302);
      }
      try {
        const { user, redirect } = await google.finishSignIn({
          code: request.query.code,
          state: request.query.state,
          cookie: readCookie(request.headers.cookie, COOKIE_NAME),
        });
        const tokens = await sessions.startSession(user);
        // A fragment never reaches a server, so the tokens stay out of every access log.
        const fragment = new URLSearchParams({
          provider: 'google',
          access_token: tokens.accessToken,
          id_token: tokens.idToken,
          refresh_token: tokens.refreshToken,
          expires_in: String(tokens.expiresIn),
          redirect,
        });
        return reply.redirect(`/auth/login#${fragment.toString()}`, 302);
      } catch (error) {
        const reason = error instanceof GoogleSignInError ? error.reason : 'provider_error';
        request.log.warn({ reason }, 'google sign-in failed');
        return reply.redirect(`/auth/error?code=${reason}`, 302);
      }
    },
  );
};

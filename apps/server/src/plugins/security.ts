import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { registerStaticHeaders } from './static-headers';

/**
 * Google's avatar host: the picture of an account made with Google sign-in. Any other remote
 * picture is refused and the avatar shows initials (it falls back when an image fails).
 */
export const AVATAR_IMAGE_HOST = 'https://*.googleusercontent.com';

/**
 * CSP for the built SPA: everything from our origin, inline styles for UI libraries that set
 * style attributes, and no remote images but Google avatars: an image from any host would tell
 * that host who read the page (a tracking beacon in an answer, a profile picture).
 * /api/docs replaces it with Swagger UI's own.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', AVATAR_IMAGE_HOST],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Upgrading would break plain-http local runs; HSTS covers deployments behind TLS.
  upgradeInsecureRequests: null,
};

type SecurityEnv = Pick<Env, 'CORS_ORIGINS' | 'RATE_LIMIT_MAX'>;

export type SecurityOptions = {
  /** Where rate-limit hits are counted; in process by default (one instance on PGlite). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

export async function registerSecurity(
  app: FastifyInstance,
  env: SecurityEnv,
  options: SecurityOptions = {},
): Promise<void> {
  registerStaticHeaders(app, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
  });
  await app.register(cors, {
    origin: env.CORS_ORIGINS,
    credentials: true,
    // A bare OPTIONS request gets an empty 204 rather than a plain-text 400 outside our error shape.
    strictPreflight: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id'],
  });
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    // Fingerprinted build files are cheap and cached; a page load should not spend the budget.
    allowList: (request) => request.url.startsWith('/assets/'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}

import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { CONFIRMATION_CODE_TTL_SECONDS } from '@lexlogis/contracts';
import { modelEnvShape, readModelSettings, type ModelSettings } from './ai/model-settings';
import {
  embeddingEnvShape,
  readEmbeddingSettings,
  type EmbeddingSettings,
} from './kb/embeddings/embedding-settings';
import {
  paymentsEnvShape,
  readPaymentsSettings,
  type PaymentsSettings,
} from './modules/payments/payments-settings';

/**
 * The only module that reads process.env: everything else receives a validated Env,
 * so tests can build any configuration without touching the process.
 */

type EnvSource = Record<string, string | undefined>;

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The shared corpus next to the repository (../shared/corpus from the repo root). */
const DEFAULT_KB_CORPUS_DIR = fileURLToPath(new URL('../../../../shared/corpus', import.meta.url));
const MIB = 1024 * 1024;

const booleanFlag = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: `${name} must be true or false`,
    })
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integerIn = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number between ${min} and ${max}` })
    .int({ error: `${name} must be a whole number between ${min} and ${max}` })
    .min(min, { error: `${name} must be a number between ${min} and ${max}` })
    .max(max, { error: `${name} must be a number between ${min} and ${max}` });

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const rawEnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be one of development, production, test',
    })
    .default('development'),
  PORT: integerIn('PORT', 1, 65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, {
      error: 'DATABASE_URL must start with postgres:// or postgresql://',
    })
    .optional(),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BODY_LIMIT_BYTES: integerIn('BODY_LIMIT_BYTES', 1024, 100 * MIB).default(MIB),
  SEED_DEMO_DATA: booleanFlag('SEED_DEMO_DATA').optional(),
  TRUST_PROXY: booleanFlag('TRUST_PROXY').default(false),
  RATE_LIMIT_MAX: integerIn('RATE_LIMIT_MAX', 1, 1_000_000_000).default(600),
  IDP_SIGNING_KEY: z
    .string()
    .includes('BEGIN PRIVATE KEY', { error: 'IDP_SIGNING_KEY must be a PKCS8 PEM private key' })
    .optional(),
  IDP_ISSUER: z
    .url({ protocol: /^https?$/, error: 'IDP_ISSUER must be an http(s) URL' })
    .optional(),
  IDP_CODE_TTL_SECONDS: integerIn('IDP_CODE_TTL_SECONDS', 1, 86_400).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: 'GOOGLE_ISSUER must be an http(s) URL' })
    .optional(),
  KB_CORPUS_DIR: z.string().min(1).optional(),
  QUESTION_RATE_LIMIT_PER_MINUTE: integerIn('QUESTION_RATE_LIMIT_PER_MINUTE', 1, 100_000).default(
    10,
  ),
  ...modelEnvShape,
  ...embeddingEnvShape,
  ...paymentsEnvShape,
});

export type Env = {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  HOST: string;
  /** Absolute path. */
  DATA_DIR: string;
  DATABASE_URL: string | undefined;
  CORS_ORIGINS: string[];
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Absolute path to the built web app (may not exist). */
  WEB_DIST_DIR: string;
  BODY_LIMIT_BYTES: number;
  SEED_DEMO_DATA: boolean;
  TRUST_PROXY: boolean;
  RATE_LIMIT_MAX: number;
  /** PKCS8 PEM Ed25519 key; when absent the key is generated once and kept in DATA_DIR/keys. */
  IDP_SIGNING_KEY: string | undefined;
  /** `iss` of every token, without a trailing slash. */
  IDP_ISSUER: string;
  /** Lifetime of confirmation and reset codes: 24 h; shorter only outside production (e2e tests). */
  IDP_CODE_TTL_SECONDS: number;
  /** When absent (and not in production) emails are written to DATA_DIR/outbox. */
  SMTP_URL: string | undefined;
  MAIL_FROM: string;
  /** Google sign-in is offered only when both the client id and secret are set. */
  GOOGLE: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Absolute path of the corpus the knowledge base is loaded from when it is empty. */
  KB_CORPUS_DIR: string;
  /** Which model writes answers (issue 6); the key must never reach a log. */
  MODEL: ModelSettings;
  /** Optional vector search of the knowledge base; the key must never reach a log. */
  EMBEDDINGS: EmbeddingSettings;
  /** Chat questions a user may ask per minute (counted in the database, so across instances). */
  QUESTION_RATE_LIMIT_PER_MINUTE: number;
  /** Plans, quota and the payment provider (issue 14); the keys must never reach a log. */
  PAYMENTS: PaymentsSettings;
};

/** Shell users often write `VAR=` to mean "unset"; treat blank values as missing. */
function dropBlankValues(source: EnvSource): EnvSource {
  const result: EnvSource = {};
  for (const key of Object.keys(rawEnvSchema.shape)) {
    const value = source[key]?.trim();
    if (value) result[key] = value;
  }
  return result;
}

function parseOrigins(value: string | undefined, port: number): string[] | string {
  if (value === undefined) return [`http://localhost:${port}`, 'http://localhost:5173'];
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const invalid = origins.filter((origin) => !isOrigin(origin));
  if (invalid.length > 0 || origins.length === 0) {
    return 'CORS_ORIGINS must be a comma-separated list of origins like https://example.com';
  }
  return origins;
}

/** Validates the configuration once; the error message names every bad variable. */
export function loadEnv(source: EnvSource = process.env, cwd: string = process.cwd()): Env {
  const parsed = rawEnvSchema.safeParse(dropBlankValues(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'configuration');
      return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new Error(`Invalid configuration: ${[...new Set(problems)].join('; ')}`);
  }
  const raw = parsed.data;
  const origins = parseOrigins(raw.CORS_ORIGINS, raw.PORT);
  if (typeof origins === 'string') throw new Error(`Invalid configuration: ${origins}`);
  const isProduction = raw.NODE_ENV === 'production';
  const toAbsolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));

  return {
    NODE_ENV: raw.NODE_ENV,
    PORT: raw.PORT,
    HOST: raw.HOST,
    DATA_DIR: toAbsolute(raw.DATA_DIR),
    DATABASE_URL: raw.DATABASE_URL,
    CORS_ORIGINS: origins,
    LOG_LEVEL: raw.LOG_LEVEL,
    WEB_DIST_DIR: raw.WEB_DIST_DIR ? toAbsolute(raw.WEB_DIST_DIR) : DEFAULT_WEB_DIST_DIR,
    BODY_LIMIT_BYTES: raw.BODY_LIMIT_BYTES,
    // Demo data must never reach a production database, whatever the variable says.
    SEED_DEMO_DATA: isProduction ? false : (raw.SEED_DEMO_DATA ?? true),
    TRUST_PROXY: raw.TRUST_PROXY,
    RATE_LIMIT_MAX: raw.RATE_LIMIT_MAX,
    IDP_SIGNING_KEY: raw.IDP_SIGNING_KEY?.replace(/\\n/g, '\n'),
    IDP_ISSUER: (raw.IDP_ISSUER ?? `http://localhost:${raw.PORT}/idp`).replace(/\/+$/, ''),
    IDP_CODE_TTL_SECONDS: isProduction
      ? CONFIRMATION_CODE_TTL_SECONDS
      : (raw.IDP_CODE_TTL_SECONDS ?? CONFIRMATION_CODE_TTL_SECONDS),
    SMTP_URL: raw.SMTP_URL,
    MAIL_FROM: raw.MAIL_FROM ?? 'LexLogis <no-reply@lexlogis.local>',
    GOOGLE:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? {
            clientId: raw.GOOGLE_CLIENT_ID,
            clientSecret: raw.GOOGLE_CLIENT_SECRET,
            issuer: (raw.GOOGLE_ISSUER ?? 'https://accounts.google.com').replace(/\/+$/, ''),
          }
        : undefined,
    KB_CORPUS_DIR: raw.KB_CORPUS_DIR ? toAbsolute(raw.KB_CORPUS_DIR) : DEFAULT_KB_CORPUS_DIR,
    MODEL: readModelSettings(raw),
    EMBEDDINGS: readEmbeddingSettings(raw),
    QUESTION_RATE_LIMIT_PER_MINUTE: raw.QUESTION_RATE_LIMIT_PER_MINUTE,
    PAYMENTS: readPaymentsSettings(raw),
  };
}

/** The PostgreSQL server the test suite should use instead of PGlite, when one is configured. */
export function readTestDatabaseUrl(source: EnvSource = process.env): string | undefined {
  const value = source.TEST_DATABASE_URL?.trim();
  return value ? value : undefined;
}

import { describe, expect, it } from 'vitest';
import { loadEnv, readTestDatabaseUrl } from './env';

const CWD = '/srv/lexlogis';
/** Production refuses the local test checkout: it needs the Stripe settings. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_PRO: 'price_x',
};

describe('loadEnv', () => {
  it('applies safe defaults to an empty environment', () => {
    const env = loadEnv({}, CWD);
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: 'localhost',
      DATA_DIR: '/srv/lexlogis/data',
      DATABASE_URL: undefined,
      CORS_ORIGINS: ['http://localhost:3000', 'http://localhost:5173'],
      LOG_LEVEL: 'info',
      BODY_LIMIT_BYTES: 1024 * 1024,
      SEED_DEMO_DATA: true,
      TRUST_PROXY: false,
      RATE_LIMIT_MAX: 600,
      QUESTION_RATE_LIMIT_PER_MINUTE: 10,
    });
    expect(env.WEB_DIST_DIR).toMatch(/apps[\\/]web[\\/]dist$/);
    expect(env.KB_CORPUS_DIR).toMatch(/[\\/]shared[\\/]corpus$/);
  });

  it('reads and converts every variable', () => {
    const env = loadEnv(
      {
        NODE_ENV: 'test',
        PORT: '3101',
        HOST: '0.0.0.0',
        DATA_DIR: 'tmp/a',
        DATABASE_URL: 'postgresql://user:pw@db:5432/lexlogis',
        CORS_ORIGINS: 'https://app.example.com, http://localhost:4000/',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/opt/web',
        BODY_LIMIT_BYTES: '2048',
        SEED_DEMO_DATA: 'no',
        TRUST_PROXY: 'true',
        RATE_LIMIT_MAX: '50',
        IDP_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
        IDP_ISSUER: 'https://auth.example.com/idp/',
        SMTP_URL: 'smtp://mail.example.com:587',
        MAIL_FROM: 'LexLogis <hello@example.com>',
        GOOGLE_CLIENT_ID: 'client-id',
        GOOGLE_CLIENT_SECRET: 'client-secret',
        GOOGLE_ISSUER: 'http://127.0.0.1:4000/',
        KB_CORPUS_DIR: 'corpus',
        QUESTION_RATE_LIMIT_PER_MINUTE: '25',
        FREE_DAILY_QUESTIONS: '3',
        PAYMENTS_CURRENCY: 'cad',
        STRIPE_WEBHOOK_SECRET: 'whsec_fixed',
      },
      CWD,
    );
    expect(env).toEqual({
      NODE_ENV: 'test',
      PORT: 3101,
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/lexlogis/tmp/a',
      DATABASE_URL: 'postgresql://user:pw@db:5432/lexlogis',
      CORS_ORIGINS: ['https://app.example.com', 'http://localhost:4000'],
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/opt/web',
      BODY_LIMIT_BYTES: 2048,
      SEED_DEMO_DATA: false,
      TRUST_PROXY: true,
      RATE_LIMIT_MAX: 50,
      IDP_SIGNING_KEY: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
      IDP_CODE_TTL_SECONDS: 86_400,
      IDP_ISSUER: 'https://auth.example.com/idp',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'LexLogis <hello@example.com>',
      GOOGLE: {
        clientId: 'client-id',
        clientSecret: 'client-secret',
        issuer: 'http://127.0.0.1:4000',
      },
      KB_CORPUS_DIR: '/srv/lexlogis/corpus',
      MODEL: {
        provider: 'local',
        baseUrl: undefined,
        apiKey: undefined,
        name: undefined,
        timeoutMs: 60_000,
      },
      QUESTION_RATE_LIMIT_PER_MINUTE: 25,
      PAYMENTS: {
        provider: 'local',
        secretKey: undefined,
        webhookSecret: 'whsec_fixed',
        proPriceId: 'price_local_pro',
        proPriceAmount: 999,
        currency: 'CAD',
        freeDailyQuestions: 3,
        appUrl: 'http://localhost:3101',
        stripeApi: undefined,
      },
      EMBEDDINGS: { provider: 'none' },
    });
  });

  it('defaults the identity settings and needs both Google credentials', () => {
    const env = loadEnv({ PORT: '3101', GOOGLE_CLIENT_ID: 'only-id' }, CWD);
    expect(env.IDP_ISSUER).toBe('http://localhost:3101/idp');
    expect(env.GOOGLE).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(() => loadEnv({ SMTP_URL: 'http://mail' }, CWD)).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ IDP_SIGNING_KEY: 'nope' }, CWD)).toThrow(/IDP_SIGNING_KEY/);
  });

  it('derives the default CORS origin from PORT', () => {
    expect(loadEnv({ PORT: '3101' }, CWD).CORS_ORIGINS).toContain('http://localhost:3101');
  });

  it('treats blank values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '  ' }, CWD)).toMatchObject({
      PORT: 3000,
      DATABASE_URL: undefined,
    });
  });

  it('never seeds demo data in production, even when asked', () => {
    expect(loadEnv(PRODUCTION, CWD).SEED_DEMO_DATA).toBe(false);
    expect(loadEnv({ ...PRODUCTION, SEED_DEMO_DATA: 'true' }, CWD).SEED_DEMO_DATA).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a number between 1 and 65535'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be true or false'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX must be a number between'],
    [{ BODY_LIMIT_BYTES: '1.5' }, 'BODY_LIMIT_BYTES must be a whole number'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS must be a comma-separated list of origins'],
    [{ CORS_ORIGINS: 'https://a.example.com/path' }, 'CORS_ORIGINS must be'],
  ])('rejects %o with a message naming the variable', (source, message) => {
    expect(() => loadEnv(source, CWD)).toThrow(message);
  });

  it('shortens code lifetimes only outside production', () => {
    expect(loadEnv({}, CWD).IDP_CODE_TTL_SECONDS).toBe(86_400);
    expect(loadEnv({ IDP_CODE_TTL_SECONDS: '3' }, CWD).IDP_CODE_TTL_SECONDS).toBe(3);
    expect(loadEnv({ ...PRODUCTION, IDP_CODE_TTL_SECONDS: '3' }, CWD).IDP_CODE_TTL_SECONDS).toBe(
      86_400,
    );
    expect(() => loadEnv({ IDP_CODE_TTL_SECONDS: '0' }, CWD)).toThrow(/IDP_CODE_TTL_SECONDS/);
  });

  it('refuses a question rate limit that is not a positive whole number', () => {
    for (const value of ['0', '-1', '2.5', 'ten']) {
      expect(() => loadEnv({ QUESTION_RATE_LIMIT_PER_MINUTE: value }, CWD)).toThrow(
        /QUESTION_RATE_LIMIT_PER_MINUTE must be/,
      );
    }
  });

  it('reads the optional embedding provider and names what a bad combination lacks', () => {
    const embedding = {
      EMBEDDING_PROVIDER: 'openai-compatible',
      EMBEDDING_BASE_URL: 'http://127.0.0.1:11434/v1/',
      EMBEDDING_MODEL: 'nomic-embed-text',
      EMBEDDING_DIMENSIONS: '768',
    };
    expect(loadEnv(embedding, CWD).EMBEDDINGS).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'nomic-embed-text',
      dimensions: 768,
    });
    expect(() => loadEnv({ ...embedding, EMBEDDING_MODEL: '' }, CWD)).toThrow(/EMBEDDING_MODEL/);
    expect(() => loadEnv({ ...embedding, EMBEDDING_DIMENSIONS: '0' }, CWD)).toThrow(
      /EMBEDDING_DIMENSIONS/,
    );
    expect(() => loadEnv({ ...embedding, EMBEDDING_BASE_URL: 'ftp://x' }, CWD)).toThrow(
      /EMBEDDING_BASE_URL/,
    );
    expect(() => loadEnv({ EMBEDDING_PROVIDER: 'cohere' }, CWD)).toThrow(/EMBEDDING_PROVIDER/);
    expect(() => loadEnv({ EMBEDDING_MODEL: 'forgotten-provider' }, CWD)).toThrow(
      /EMBEDDING_MODEL set but EMBEDDING_PROVIDER is none/,
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadEnv({ PORT: '0', SEED_DEMO_DATA: 'sometimes' }, CWD)).toThrow(
      /PORT must be .*; SEED_DEMO_DATA must be true or false/,
    );
  });

  it('never echoes a database password in its message', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://user:hunter2@db' }, CWD)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });
});

describe('readTestDatabaseUrl', () => {
  it('returns the URL when set and undefined otherwise', () => {
    expect(readTestDatabaseUrl({ TEST_DATABASE_URL: 'postgres://localhost/x' })).toBe(
      'postgres://localhost/x',
    );
    expect(readTestDatabaseUrl({ TEST_DATABASE_URL: '' })).toBeUndefined();
    expect(readTestDatabaseUrl({})).toBeUndefined();
  });
});

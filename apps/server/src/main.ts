import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { systemClock } from './lib/clock';
import { checkDataDir } from './lib/data-dir';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from './db/seed-demo-accounts';
import { seedDemoLawyerProfiles } from './db/seed-demo-lawyers';
import { loadEnv, type Env } from './env';
import { ensureKnowledgeBase } from './kb/ensure-knowledge-base';
import { createPasswordHasher } from './modules/idp/idp-passwords';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function describeStartupError(error: unknown, env: Env | undefined): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE' && env)
    return `Port ${env.PORT} is already in use; set PORT to a free port.`;
  if (code === 'EACCES' && env) return `Not allowed to listen on ${env.HOST}:${env.PORT}.`;
  return error instanceof Error ? error.message : String(error);
}

/** First signal: stop accepting, finish in-flight requests, close the database. Second: exit now. */
function handleShutdownSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let shuttingDown = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      console.error(`Received ${signal} again: exiting immediately.`);
      process.exit(1);
    }
    shuttingDown = true;
    console.log(`Received ${signal}: shutting down...`);
    const timer = setTimeout(() => {
      console.error('Shutdown took too long: exiting.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      console.log('LexLogis stopped.');
      process.exit(0);
    } catch (error) {
      console.error(`Shutdown failed: ${describeStartupError(error, undefined)}`);
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

async function main(): Promise<void> {
  let env: Env | undefined;
  let database: DatabaseHandle | undefined;
  try {
    env = loadEnv();
    checkDataDir(env.DATA_DIR);
    database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    const opened = database;
    const startEnv = env;
    // Several instances may start at once on one PostgreSQL (docs/deploy.md): one at a time.
    await withStartupLock(opened, async () => {
      await migrateDatabase(opened);
      await ensureKnowledgeBase(opened, startEnv, console);
      if (startEnv.SEED_DEMO_DATA) {
        await seedDemoAccounts(opened.db, {
          passwords: createPasswordHasher(startEnv.NODE_ENV),
          clock: systemClock,
        });
        await seedDemoLawyerProfiles(opened.db, systemClock.now());
      }
    });
    const app = await buildApp({ env, database, clock: systemClock });
    handleShutdownSignals(app, database);
    await app.listen({ host: env.HOST, port: env.PORT });
    const storage =
      database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
    console.log(`LexLogis is running at http://localhost:${env.PORT} (database: ${storage})`);
    if (env.SEED_DEMO_DATA) {
      const emails = DEMO_ACCOUNTS.map((account) => account.email).join(', ');
      console.log(`Demo accounts: ${emails} — password: ${DEMO_PASSWORD}`);
    }
    if (!env.SMTP_URL && env.NODE_ENV !== 'production') {
      console.log(`Emails are not sent: read them at http://localhost:${env.PORT}/dev/outbox`);
    }
  } catch (error) {
    // Configuration and start-up problems are the operator's to fix: the message, not a stack.
    console.error(`LexLogis could not start: ${describeStartupError(error, env)}`);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

await main();

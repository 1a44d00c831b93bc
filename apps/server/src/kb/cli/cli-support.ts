import { parseArgs, type ParseArgsConfig } from 'node:util';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { loadEnv, type Env } from '../../env';
import { ensureKnowledgeBase } from '../ensure-knowledge-base';

/** Progress and notices go to stderr so stdout carries only the command's output (JSON). */
export const stderrLog = {
  info: (message: string) => process.stderr.write(`${message}\n`),
  warn: (message: string) => process.stderr.write(`${message}\n`),
};

export function parseCliArgs<T extends ParseArgsConfig['options']>(options: T) {
  return parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true });
}

/**
 * Opens the database the server uses (DATA_DIR, or DATABASE_URL), migrates it, optionally
 * loads the corpus when the knowledge base is empty, runs `work`, and always closes it. A
 * PGlite DATA_DIR held by a running server is refused by the data-directory lock with a
 * message saying so.
 */
export async function runWithDatabase(
  work: (database: DatabaseHandle, env: Env) => Promise<number>,
  options: { ensureLoaded: boolean },
): Promise<never> {
  let database: DatabaseHandle | undefined;
  let code = 1;
  try {
    const env = loadEnv();
    database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    await migrateDatabase(database);
    if (options.ensureLoaded) await ensureKnowledgeBase(database, env, stderrLog);
    code = await work(database, env);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    code = 1;
  } finally {
    await database?.close().catch(() => undefined);
  }
  process.exit(code);
}

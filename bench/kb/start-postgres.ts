import pg from 'pg';

export type BenchPostgres = { url: string; label: string; stop(): Promise<void> };

type Throwaway = { url: string; stop(): void } | null;
type PostgresScript = { startThrowawayPostgres(): Promise<Throwaway> };

const BENCH_DATABASE = 'lexlogis_kb_bench';

/** A fresh database for the scale run: on the given server, or on a throwaway local one. */
export async function startPostgres(serverUrl: string | undefined): Promise<BenchPostgres | null> {
  let throwaway: Throwaway = null;
  let base = serverUrl;
  if (!base) {
    const script = (await import(
      new URL('../../scripts/postgres.mjs', import.meta.url).href
    )) as PostgresScript;
    throwaway = await script.startThrowawayPostgres();
    if (!throwaway) return null;
    base = throwaway.url;
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE}`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${BENCH_DATABASE}`;
  return {
    url: url.toString(),
    label: serverUrl ? 'given server' : 'throwaway local server',
    async stop() {
      if (throwaway) {
        throwaway.stop();
        return;
      }
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${BENCH_DATABASE}`);
      await cleanup.end();
    },
  };
}

/**
 * Test helper: a PostgreSQL server of the test's own (scripts/postgres.mjs), for tests that stop
 * and start it. Null when the PostgreSQL binaries are not installed.
 */
export type ThrowawayPostgres = {
  url: string;
  pause(): void;
  resume(): void;
  stop(): void;
};

type PostgresScript = { startThrowawayPostgres(): Promise<ThrowawayPostgres | null> };

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const script = (await import(
    new URL('../../../../scripts/postgres.mjs', import.meta.url).href
  )) as PostgresScript;
  return script.startThrowawayPostgres();
}

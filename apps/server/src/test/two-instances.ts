import { generateKeyPairSync } from 'node:crypto';
import { createPostgresHandle, createPostgresPool, type PostgresHandle } from '../db/client';
import type { Env } from '../env';
import { createChatTestApp } from './chat-requests';
import { buildDatabaseUrl, createPostgresTestDatabase } from './postgres-template';
import { BACKEND_HEADER, startReverseProxy, type ReverseProxy } from './reverse-proxy';
import { createTestApp, type TestApp } from './test-app';

export type TwoInstances = {
  instances: [TestApp, TestApp];
  proxy: ReverseProxy;
  /** A third connection, like an operator's console or another service writing the database. */
  console: PostgresHandle;
  /** fetch through the proxy, pinned to instance 0 or 1. */
  call(
    instance: 0 | 1,
    path: string,
    init?: { method?: string; token?: string; body?: unknown; ip?: string },
  ): Promise<Response>;
  close(): Promise<void>;
};

/** Each call comes from its own address unless a test sets one (the rate limit is per address). */
function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/**
 * docs/deploy.md's set-up in one process: two apps, each with its own connection pool to one
 * PostgreSQL database, sharing the signing key, listening on loopback ports behind a reverse
 * proxy that they trust for X-Forwarded-For. The first has the fixture knowledge base.
 */
export async function startTwoInstances(
  serverUrl: string,
  env: Partial<Env> = {},
): Promise<TwoInstances> {
  const database = await createPostgresTestDatabase(serverUrl);
  const url = buildDatabaseUrl(serverUrl, database.name);
  const handles = [
    createPostgresHandle(createPostgresPool(url)),
    createPostgresHandle(createPostgresPool(url)),
  ];
  const console = createPostgresHandle(createPostgresPool(url));
  const signingKey = generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
  const shared: Partial<Env> = {
    ...env,
    IDP_SIGNING_KEY: signingKey,
    TRUST_PROXY: true,
    DATABASE_URL: url,
  };
  const first = await createChatTestApp({ env: shared, database: handles[0], seed: true });
  const second = await createTestApp({ env: shared, database: handles[1] });
  const instances: [TestApp, TestApp] = [first, second];
  const addresses = await Promise.all(
    instances.map((instance) => instance.app.listen({ host: '127.0.0.1', port: 0 })),
  );
  const proxy = await startReverseProxy(addresses);
  return {
    instances,
    proxy,
    console,
    call(instance, path, init = {}) {
      const headers: Record<string, string> = {
        [BACKEND_HEADER]: String(instance),
        'x-forwarded-for': init.ip ?? randomAddress(),
      };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      return fetch(`${proxy.url}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
    async close() {
      await proxy.close();
      await Promise.all(instances.map((instance) => instance.close()));
      await Promise.all([...handles, console].map((handle) => handle.close()));
      await database.drop();
    },
  };
}

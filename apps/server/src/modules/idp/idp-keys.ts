import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { Env } from '../../env';

export type SigningKey = { privateKey: KeyObject; publicKey: KeyObject; kid: string; jwk: JWK };

type StoredKey = { privateKeyPem: string; createdAt: string };

export function getKeyFilePath(dataDir: string): string {
  return join(dataDir, 'keys', 'idp-ed25519.json');
}

async function toSigningKey(privateKey: KeyObject): Promise<SigningKey> {
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error('IDP_SIGNING_KEY must be an Ed25519 private key');
  }
  const publicKey = createPublicKey(privateKey);
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return { privateKey, publicKey, kid, jwk: { ...publicJwk, kid, alg: 'EdDSA', use: 'sig' } };
}

function generatePrivateKey(): KeyObject {
  return generateKeyPairSync('ed25519').privateKey;
}

/**
 * The key is generated once and kept on disk (mode 0600) so tokens survive restarts; every
 * instance sharing DATA_DIR, or given the same IDP_SIGNING_KEY, verifies the others' tokens.
 */
export function loadOrCreateKeyFile(dataDir: string): KeyObject {
  const path = getKeyFilePath(dataDir);
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as StoredKey;
    return createPrivateKey(stored.privateKeyPem);
  }
  mkdirSync(join(dataDir, 'keys'), { recursive: true, mode: 0o700 });
  const privateKey = generatePrivateKey();
  const stored: StoredKey = {
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    createdAt: new Date().toISOString(),
  };
  // 'wx' fails if another process wrote the file first; then that one's key wins.
  try {
    writeFileSync(path, JSON.stringify(stored, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadOrCreateKeyFile(dataDir);
    throw error;
  }
  chmodSync(path, 0o600);
  return privateKey;
}

/** Env key first; tests get a throw-away key in memory; otherwise the DATA_DIR key file. */
export async function loadSigningKey(
  env: Pick<Env, 'IDP_SIGNING_KEY' | 'NODE_ENV' | 'DATA_DIR'>,
): Promise<SigningKey> {
  if (env.IDP_SIGNING_KEY) return toSigningKey(createPrivateKey(env.IDP_SIGNING_KEY));
  if (env.NODE_ENV === 'test') return toSigningKey(generatePrivateKey());
  return toSigningKey(loadOrCreateKeyFile(env.DATA_DIR));
}

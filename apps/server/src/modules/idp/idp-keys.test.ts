import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getKeyFilePath, loadSigningKey } from './idp-keys';

describe('identity provider signing key', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexlogis-keys-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates the key once in DATA_DIR/keys with mode 0600 and reuses it', async () => {
    const dataDir = tempDir();
    const env = { NODE_ENV: 'development' as const, DATA_DIR: dataDir, IDP_SIGNING_KEY: undefined };
    const first = await loadSigningKey(env);
    expect(statSync(getKeyFilePath(dataDir)).mode & 0o777).toBe(0o600);
    const second = await loadSigningKey(env);
    expect(second.kid).toBe(first.kid);
    expect(first.jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(first.jwk.d).toBeUndefined();
  });

  it('uses IDP_SIGNING_KEY when given, and refuses keys that are not Ed25519', async () => {
    const pem = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const dataDir = tempDir();
    const key = await loadSigningKey({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      IDP_SIGNING_KEY: pem,
    });
    expect(key.kid).toBeTruthy();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    await expect(
      loadSigningKey({ NODE_ENV: 'production', DATA_DIR: dataDir, IDP_SIGNING_KEY: rsa }),
    ).rejects.toThrow(/Ed25519/);
  });
});

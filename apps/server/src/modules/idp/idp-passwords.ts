import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the library's const enum cannot be read under isolatedModules. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id. Production parameters follow OWASP's 19 MiB / 2 passes baseline with some margin;
 * the test suite uses the cheapest valid ones so hundreds of hashes stay fast.
 */
const PRODUCTION_PARAMETERS = { memoryCost: 19_456, timeCost: 3, parallelism: 1 };
const TEST_PARAMETERS = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export type PasswordHasher = {
  hashPassword(password: string): Promise<string>;
  verifyPassword(passwordHash: string, password: string): Promise<boolean>;
};

export function createPasswordHasher(nodeEnv: string): PasswordHasher {
  const parameters = nodeEnv === 'test' ? TEST_PARAMETERS : PRODUCTION_PARAMETERS;
  return {
    hashPassword: (password) => hash(password, { algorithm: ARGON2ID, ...parameters }),
    async verifyPassword(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}

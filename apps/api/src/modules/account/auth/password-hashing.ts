import { hash, verify } from '@node-rs/argon2';

/** The library's Algorithm.Argon2id: a const enum, which has no value at run time under isolated modules. */
const ARGON2ID = 2;

/** What one argon2id hash costs: memory in KiB and passes over it (parallelism is always 1). */
export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}

export interface PasswordHasher {
  hash: (password: string) => Promise<string>;
  /**
   * Checks a password. Without a stored hash (unknown member, or one who never set a password) a dummy hash is
   * verified instead, so the answer takes as long as for a wrong password and reveals nothing.
   */
  verify: (storedHash: string | null, password: string) => Promise<boolean>;
}

/**
 * Hashes at the given cost. A stored hash carries the cost it was made with, so hashes made at another cost still
 * verify.
 */
export function createPasswordHasher({ memoryKib, iterations }: PasswordHashCost): PasswordHasher {
  const options = { algorithm: ARGON2ID, memoryCost: memoryKib, timeCost: iterations, parallelism: 1 };
  const hashPassword = (password: string) => hash(password, options);
  let dummyHash: Promise<string> | null = null;
  return {
    hash: hashPassword,
    verify: async (storedHash, password) => {
      if (!storedHash) {
        dummyHash ??= hashPassword('no-such-member-dummy-password');
        await verify(await dummyHash, password);
        return false;
      }
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}

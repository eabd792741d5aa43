import { hash, verify, type Options } from '@node-rs/argon2';

/** The library's Algorithm.Argon2id: a const enum, which has no value at run time under isolated modules. */
const ARGON2ID = 2;

/** argon2id with 19 MiB of memory, 2 iterations and parallelism 1 (OWASP's recommended minimum). */
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password. Without a stored hash (unknown member, or one who never set a password) a dummy hash is
 * verified instead, so the answer takes as long as for a wrong password and reveals nothing.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
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
}

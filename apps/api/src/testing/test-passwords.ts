import { createPasswordHasher } from '../modules/account';

/**
 * argon2's least cost: tests hash a password for every member they sign up, and at a deployment's cost (about 20 ms of
 * CPU each) that was a minute of a CI run's CPU. The deployment's cost keeps its own test (password-hashing.test.ts).
 */
export const TEST_PASSWORD_HASH_COST = { memoryKib: 8, iterations: 1 };

/** Checks a stored hash whatever its cost (the cost is read from the hash). */
export const testPasswords = createPasswordHasher(TEST_PASSWORD_HASH_COST);

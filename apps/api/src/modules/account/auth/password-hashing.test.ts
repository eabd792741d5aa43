import { hashPassword, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, 2 iterations and parallelism 1', async () => {
    expect(await hashPassword('monsoon-evening-42')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password only, and never matches without a stored hash', async () => {
    const stored = await hashPassword('monsoon-evening-42');
    await expect(verifyPassword(stored, 'monsoon-evening-42')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'monsoon-evening-43')).resolves.toBe(false);
    await expect(verifyPassword(null, 'anything')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});

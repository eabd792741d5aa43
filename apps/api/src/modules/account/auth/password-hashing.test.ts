import { DEFAULT_PASSWORD_HASH_COST } from '../../../config/env';
import { createPasswordHasher } from './password-hashing';

describe('password hashing', () => {
  it('stores argon2id with 19 MiB, 2 iterations and parallelism 1 at the default cost', async () => {
    const passwords = createPasswordHasher(DEFAULT_PASSWORD_HASH_COST);
    expect(await passwords.hash('monsoon-evening-42')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('stores the cost it is given', async () => {
    const passwords = createPasswordHasher({ memoryKib: 64, iterations: 1 });
    expect(await passwords.hash('monsoon-evening-42')).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
  });

  it('verifies the right password only, and never matches without a stored hash', async () => {
    const passwords = createPasswordHasher({ memoryKib: 64, iterations: 1 });
    const stored = await passwords.hash('monsoon-evening-42');
    await expect(passwords.verify(stored, 'monsoon-evening-42')).resolves.toBe(true);
    await expect(passwords.verify(stored, 'monsoon-evening-43')).resolves.toBe(false);
    await expect(passwords.verify(null, 'anything')).resolves.toBe(false);
    await expect(passwords.verify('not-a-hash', 'anything')).resolves.toBe(false);
  });

  it('verifies a hash made at another cost', async () => {
    const stored = await createPasswordHasher(DEFAULT_PASSWORD_HASH_COST).hash('monsoon-evening-42');
    await expect(
      createPasswordHasher({ memoryKib: 64, iterations: 1 }).verify(stored, 'monsoon-evening-42'),
    ).resolves.toBe(true);
  });
});

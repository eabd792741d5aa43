import { createHash, createHmac } from 'node:crypto';
import { contactHash, useSuspendedContactSecret } from './suspended-contacts';

const secret = 'a test signing secret of at least 32 characters';

it('hashes a contact with a key of the server, so trying every mobile number cannot undo it', () => {
  useSuspendedContactSecret(secret);
  const mobile = '+919876543210';
  const key = createHmac('sha256', secret).update('suspended contacts').digest();
  expect(contactHash(mobile)).toBe(createHmac('sha256', key).update(mobile).digest('hex'));
  expect(contactHash(mobile)).not.toBe(createHash('sha256').update(`suspended contact\u0000${mobile}`).digest('hex'));
  expect(contactHash(' Someone@Example.com ')).toBe(contactHash('someone@example.com'));
  expect(() => useSuspendedContactSecret(`${secret}, rotated`)).toThrow(/another secret/);
});

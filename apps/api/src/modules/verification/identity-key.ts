import { createHmac } from 'node:crypto';
import type { AadhaarIdentity } from '@matri/aadhaar';

let hashKey: Buffer | null = null;

/**
 * The key identity keys are made with, derived from the API's signing secret and set once by buildApp (as suspended
 * contacts' is). Name, birth date, gender and four digits are few enough to try them all for a known person: without
 * the key, a leaked table names no one. Rotating JWT_SECRET changes every key, and one ID could then verify a second
 * account once: keep JWT_SECRET.
 */
export function useIdentityKeySecret(secret: string): void {
  const key = createHmac('sha256', secret).update('id verification identity keys').digest();
  if (hashKey && !hashKey.equals(key))
    throw new Error('Identity keys are already made with another secret in this process');
  hashKey = key;
}

/** The name as the same ID gives it through either format: letters only, lower case, its parts in order. */
function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/**
 * One person's Aadhaar as a keyed hash of what both formats carry alike (the full number is in neither): one ID
 * verifies one account, and a suspended member's ID no other.
 */
export function identityKeyOf(
  identity: Pick<AadhaarIdentity, 'name' | 'dateOfBirth' | 'gender' | 'referenceLastFour'>,
): string {
  if (!hashKey) throw new Error('useIdentityKeySecret was not called');
  return createHmac('sha256', hashKey)
    .update(
      [normaliseName(identity.name), identity.dateOfBirth, identity.gender, identity.referenceLastFour].join('\u0000'),
    )
    .digest('hex');
}

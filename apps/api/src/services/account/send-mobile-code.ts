import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { MOBILE_CODE_LENGTH, MOBILE_CODE_TTL_MINUTES, say, type Brand } from '@matri/contracts';
import { inLanguage } from '../../http/request-language';
import type { Database } from '../../db/database';
import { mobileCodes, type UserRow } from '../../db/schema';
import type { SmsSender } from '../sms/sms-sender';

/**
 * Codes are hashed with whose they are (the member's id, or a pending sign-up's), so the same code of two never
 * shares a hash.
 */
export function hashMobileCode(owner: number | string, code: string): string {
  return createHash('sha256').update(`${owner}:${code}`).digest('hex');
}

/** A new code of MOBILE_CODE_LENGTH random digits. */
export function newMobileCode(): string {
  return String(randomInt(0, 10 ** MOBILE_CODE_LENGTH)).padStart(MOBILE_CODE_LENGTH, '0');
}

/** Sends a new code to the member's mobile; any earlier unused code stops working. */
export async function sendMobileCode(
  db: Database,
  sms: SmsSender,
  user: UserRow,
  brand: Brand,
  now = new Date(),
): Promise<void> {
  const code = newMobileCode();
  await db.transaction(async (tx) => {
    await tx
      .update(mobileCodes)
      .set({ usedAt: now })
      .where(and(eq(mobileCodes.userId, user.id), isNull(mobileCodes.usedAt)));
    await tx.insert(mobileCodes).values({
      userId: user.id,
      codeHash: hashMobileCode(user.id, code),
      expiresAt: new Date(now.getTime() + MOBILE_CODE_TTL_MINUTES * 60_000),
    });
  });
  const minutes = MOBILE_CODE_TTL_MINUTES;
  await sms.send(
    inLanguage(user.lang, () => ({
      to: user.mobile,
      text: say({
        en: `${code} is your ${brand.name} code to verify this mobile number. It works for ${minutes} minutes. Never share it.`,
        hi: `${code} इस मोबाइल नंबर के सत्यापन के लिए आपका ${brand.name} कोड है। यह ${minutes} मिनट तक चलेगा। इसे कभी किसी को न बताएँ।`,
      }),
    })),
  );
}

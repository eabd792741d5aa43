import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contactMessages, memberships, partnerPreferences, paymentOrders, photos, profiles, users, type UserRow } from '../../db/schema';
import { photoUrl } from '../photos/photo-store';

/**
 * Everything we hold about the member (the right of access of India's Digital Personal Data Protection Act 2023),
 * as one JSON document. The password hash and token secrets are left out: they are not personal data the member can
 * use, and handing them out would weaken the account.
 */
export async function exportMemberData(db: Database, user: UserRow) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const [preferences] = await db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, user.id));
  const memberPhotos = await db.select().from(photos).where(eq(photos.userId, user.id));
  const messages = await db.select().from(contactMessages).where(eq(contactMessages.userId, user.id));
  const [account] = await db.select().from(users).where(eq(users.id, user.id));
  const plans = await db.select().from(memberships).where(eq(memberships.userId, user.id));
  // Only the provider's ids were ever kept of a payment: no card or bank details exist to hand out.
  const payments = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, user.id));
  const { passwordHash, tokenVersion, ...accountData } = account;
  return {
    exportedAt: new Date().toISOString(),
    account: accountData,
    profile: profile ?? null,
    partnerPreferences: preferences ?? null,
    photos: memberPhotos.map((photo) => ({ ...photo, url: photoUrl(photo.fileName) })),
    contactMessages: messages,
    memberships: plans,
    payments,
  };
}

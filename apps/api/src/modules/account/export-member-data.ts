import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  apiTokens,
  blocks,
  contactMessages,
  contactReveals,
  idVerifications,
  interests,
  memberImports,
  memberships,
  notifications,
  partnerPreferences,
  paymentOrders,
  photos,
  profiles,
  profileViews,
  reports,
  savedSearches,
  selfieChecks,
  shortlists,
  users,
  type UserRow,
} from '../../db/schema';
import { exportConversations } from './export-conversations';
import { arePhotosPublic, photoLinkFor } from '../photos';

/** Another member as the export names them: by profile ID only (their name and details are theirs). */
const other = alias(profiles, 'other_member');
const otherCode = other.profileCode;

/**
 * Everything we hold about the member (the right of access of India's Digital Personal Data Protection Act 2023),
 * as one JSON document; modules/account/member-data-tables.ts says which table each part comes from and why a few
 * are left out. Other members appear by profile ID, and only where the member already knows of them: who viewed or
 * unlocked the member's profile is given as dates (naming them is what paid plans show), and blocks and reports by
 * others stay unsaid, as the block and the report themselves do. The password hash, token version and the hashes of
 * tokens are left out: no personal data, and handing them out would weaken the account.
 */
export async function exportMemberData(db: Database, user: UserRow) {
  const id = user.id;
  const [
    [account],
    [profile],
    [preferences],
    memberPhotos,
    viewsMade,
    viewsOfMe,
    interestRows,
    blocksMade,
    messages,
    shortlist,
    reportsMade,
    notificationRows,
    searches,
    tokens,
    imports,
    plans,
    payments,
    revealsMade,
    revealsOfMe,
    conversationsHeld,
    [idCheck],
    [selfieCheck],
  ] = await Promise.all([
    db.select().from(users).where(eq(users.id, id)),
    db.select().from(profiles).where(eq(profiles.userId, id)),
    db.select().from(partnerPreferences).where(eq(partnerPreferences.userId, id)),
    db.select().from(photos).where(eq(photos.userId, id)).orderBy(asc(photos.position)),
    db
      .select({ profileId: otherCode, viewedAt: profileViews.viewedAt })
      .from(profileViews)
      .leftJoin(other, eq(other.userId, profileViews.viewedId))
      .where(eq(profileViews.viewerId, id)),
    db.select({ viewedAt: profileViews.viewedAt }).from(profileViews).where(eq(profileViews.viewedId, id)),
    db
      .select({ interest: interests, senderCode: profiles.profileCode, receiverCode: otherCode })
      .from(interests)
      .leftJoin(profiles, eq(profiles.userId, interests.senderId))
      .leftJoin(other, eq(other.userId, interests.receiverId))
      .where(or(eq(interests.senderId, id), eq(interests.receiverId, id)))
      .orderBy(asc(interests.createdAt)),
    db
      .select({ profileId: otherCode, blockedAt: blocks.createdAt })
      .from(blocks)
      .leftJoin(other, eq(other.userId, blocks.blockedId))
      .where(eq(blocks.blockerId, id)),
    db.select().from(contactMessages).where(eq(contactMessages.userId, id)),
    db
      .select({ profileId: otherCode, addedAt: shortlists.createdAt })
      .from(shortlists)
      .leftJoin(other, eq(other.userId, shortlists.memberId))
      .where(eq(shortlists.userId, id)),
    db
      .select({
        profileId: otherCode,
        reason: reports.reason,
        details: reports.details,
        status: reports.status,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
      })
      .from(reports)
      .leftJoin(other, eq(other.userId, reports.reportedId))
      .where(eq(reports.reporterId, id)),
    db
      .select({
        kind: notifications.kind,
        profileId: otherCode,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .leftJoin(other, eq(other.userId, notifications.actorId))
      .where(eq(notifications.userId, id)),
    db
      .select({ name: savedSearches.name, query: savedSearches.query, createdAt: savedSearches.createdAt })
      .from(savedSearches)
      .where(eq(savedSearches.userId, id)),
    db
      .select({
        name: apiTokens.name,
        createdAt: apiTokens.createdAt,
        lastUsedAt: apiTokens.lastUsedAt,
        revokedAt: apiTokens.revokedAt,
      })
      .from(apiTokens)
      .where(eq(apiTokens.createdBy, id)),
    db.select().from(memberImports).where(eq(memberImports.startedBy, id)),
    db.select().from(memberships).where(eq(memberships.userId, id)),
    // Only the provider's ids were ever kept of a payment: no card or bank details exist to hand out.
    db.select().from(paymentOrders).where(eq(paymentOrders.userId, id)),
    db
      .select({ profileId: otherCode, revealedAt: contactReveals.revealedAt })
      .from(contactReveals)
      .leftJoin(other, eq(other.userId, contactReveals.memberId))
      .where(eq(contactReveals.viewerId, id)),
    db.select({ revealedAt: contactReveals.revealedAt }).from(contactReveals).where(eq(contactReveals.memberId, id)),
    exportConversations(db, id),
    // The outcome as the member was told it: the identity key is a hash that says nothing to them, and the account
    // an ID verified first belongs to someone else.
    db
      .select({
        method: idVerifications.method,
        status: idVerifications.status,
        reason: sql<
          string | null
        >`case when ${idVerifications.reason} = 'suspended' then 'duplicate' else ${idVerifications.reason} end`,
        submittedAt: idVerifications.submittedAt,
        decidedAt: idVerifications.decidedAt,
        nameOnId: idVerifications.nameOnId,
        dateOfBirthOnId: idVerifications.dateOfBirthOnId,
        genderOnId: idVerifications.genderOnId,
        referenceLastFour: idVerifications.referenceLastFour,
        nameMatch: idVerifications.nameMatch,
        nameScore: idVerifications.nameScore,
        dateOfBirthMatch: idVerifications.dateOfBirthMatch,
        genderMatch: idVerifications.genderMatch,
        adminReason: idVerifications.adminReason,
      })
      .from(idVerifications)
      .where(eq(idVerifications.userId, id)),
    // The outcome and the scores; a held check's frames are not copied out (the member took them minutes ago).
    db
      .select({
        status: selfieChecks.status,
        reason: selfieChecks.reason,
        rules: selfieChecks.rules,
        idPhoto: selfieChecks.idPhoto,
        submittedAt: selfieChecks.submittedAt,
        decidedAt: selfieChecks.decidedAt,
        adminReason: selfieChecks.adminReason,
      })
      .from(selfieChecks)
      .where(eq(selfieChecks.userId, id)),
  ]);
  const { passwordHash, tokenVersion, ...accountData } = account;
  return {
    exportedAt: new Date().toISOString(),
    account: accountData,
    profile: profile ?? null,
    partnerPreferences: preferences ?? null,
    // Links signed for the member, valid for minutes as every private link is, unless everyone may see the photos.
    // The perceptual hash in hexadecimal: JSON has no 64-bit integers.
    photos: memberPhotos.map(({ phash, ...photo }) => ({
      ...photo,
      phash: phash === null ? null : BigInt.asUintN(64, phash).toString(16).padStart(16, '0'),
      url: photoLinkFor(photo.fileName, {
        isPublic:
          profile !== undefined && arePhotosPublic(profile) && user.status === 'active' && photo.screening === 'passed',
        viewerId: id,
      }),
    })),
    profileViews: { made: viewsMade, ofMyProfile: viewsOfMe.map((view) => view.viewedAt) },
    interests: interestRows.map(({ interest, senderCode, receiverCode }) => ({
      direction: interest.senderId === id ? 'sent' : 'received',
      profileId: interest.senderId === id ? receiverCode : senderCode,
      status: interest.status,
      message: interest.message,
      createdAt: interest.createdAt,
      respondedAt: interest.respondedAt,
    })),
    blocks: blocksMade,
    contactMessages: messages,
    shortlist,
    reportsMade,
    notifications: notificationRows,
    savedSearches: searches,
    apiTokens: tokens,
    memberImports: imports,
    memberships: plans,
    payments,
    contactReveals: { made: revealsMade, ofMyContact: revealsOfMe.map((reveal) => reveal.revealedAt) },
    conversations: conversationsHeld,
    idVerification: idCheck ?? null,
    selfieCheck: selfieCheck ?? null,
  };
}

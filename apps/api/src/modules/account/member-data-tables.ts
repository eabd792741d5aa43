/** What erasing an account does to a table's rows about the member. */
export type Erasure = 'erased' | { kept: string };

/** How a table's rows about a member are handed out (the right of access) and what the purge does with them. */
export type MemberDataHandling = { exportKey: string; erasure: Erasure } | { notExported: string; erasure: Erasure };

/**
 * Every table that holds rows about a member, by name (India's Digital Personal Data Protection Act 2023: the right of
 * access and the right to erasure). member-data-tables.test.ts checks each table of the schema is here or among the
 * tables holding no member's data, that the export carries each exportKey, and that the purge leaves no row behind
 * but the kept ones.
 */
export const memberDataTables: Record<string, MemberDataHandling> = {
  users: { exportKey: 'account', erasure: 'erased' },
  profiles: { exportKey: 'profile', erasure: 'erased' },
  partner_preferences: { exportKey: 'partnerPreferences', erasure: 'erased' },
  photos: { exportKey: 'photos', erasure: 'erased' },
  photo_decisions: {
    notExported: 'admins’ decisions on the member’s photos: each photo exported carries the outcome and its reason',
    erasure: 'erased',
  },
  profile_views: { exportKey: 'profileViews', erasure: 'erased' },
  interests: { exportKey: 'interests', erasure: 'erased' },
  blocks: { exportKey: 'blocks', erasure: 'erased' },
  contact_messages: { exportKey: 'contactMessages', erasure: 'erased' },
  shortlists: { exportKey: 'shortlist', erasure: 'erased' },
  reports: { exportKey: 'reportsMade', erasure: 'erased' },
  notifications: { exportKey: 'notifications', erasure: 'erased' },
  saved_searches: { exportKey: 'savedSearches', erasure: 'erased' },
  api_tokens: { exportKey: 'apiTokens', erasure: 'erased' },
  member_imports: { exportKey: 'memberImports', erasure: 'erased' },
  memberships: { exportKey: 'memberships', erasure: 'erased' },
  contact_reveals: { exportKey: 'contactReveals', erasure: 'erased' },
  id_verifications: { exportKey: 'idVerification', erasure: 'erased' },
  selfie_checks: { exportKey: 'selfieCheck', erasure: 'erased' },
  selfie_check_frames: {
    notExported: 'the frames of a selfie check an admin has yet to decide, deleted with the decision',
    erasure: 'erased',
  },
  conversations: {
    exportKey: 'conversations',
    erasure: {
      kept: 'the other member keeps the conversation and the messages they wrote; it no longer names the erased member',
    },
  },
  messages: { exportKey: 'conversations', erasure: 'erased' },
  conversation_members: {
    notExported: 'how far the member fetched and read each conversation: positions in the conversations exported',
    erasure: 'erased',
  },
  payment_orders: {
    exportKey: 'payments',
    erasure: {
      kept: 'tax invoices are kept for six years (GST law); the order loses its link to the account, its e-mail and mobile',
    },
  },
  suspensions: {
    notExported: 'an admin’s suspension of the member and the reports it rests on, kept for the safety of others',
    erasure: {
      kept: 'kept while the suspension stands, as the privacy page says: the reports and hashes of the e-mail, mobile and verified ID, no longer linked to the account',
    },
  },
  one_time_tokens: {
    notExported:
      'hashes of the secrets in links already mailed to the member; handing them out would weaken the account',
    erasure: 'erased',
  },
  mobile_codes: { notExported: 'hashes of codes already sent to the member by SMS', erasure: 'erased' },
  revoked_tokens: { notExported: 'ids of sessions the member ended: no personal content', erasure: 'erased' },
  pending_invitations: {
    notExported: 'a queue entry that lives only until the invitation mail (which the member has) goes',
    erasure: 'erased',
  },
};

/** Tables that hold no member's data, each with the reason. */
export const tablesWithoutMemberData: Record<string, string> = {
  membership_plans: 'the plans on sale',
  invoice_counters: 'the last invoice number of each financial year',
  member_import_chunks: 'outcomes of import chunks (row numbers and field messages), kept with their import',
  test_processor_orders: 'demo mode’s stand-in payment provider’s own books: amounts and order ids',
  attempt_counters: 'counters of attempt limits under SHA-256 keys that name no one',
  pending_sign_ups:
    'a visitor’s sign-up form waiting for its SMS code, before any account exists: deleted when the code makes the account, after five wrong codes, or ten minutes after the last code (job expired-sign-ups)',
  moon_stars: 'the 108 padas of the zodiac and their signs: reference data',
  guna_milan_scores: 'the Guna Milan score of every pair of birth stars: reference data',
  photo_hash_bands:
    'the perceptual hash of each photo split into bands for the duplicate search: no account named (the hash is exported with its photo), erased with the photo',
  photo_faces:
    'the descriptors of the faces in each photo (numbers the face model reads from the photo, which is exported), kept for the selfie check: no account named, erased with the photo',
};

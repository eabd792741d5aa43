import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  index,
  jsonb,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['member', 'admin']);
export const userStatusEnum = pgEnum('user_status', ['active', 'hidden', 'suspended', 'deleted']);
/** The languages of libs/contracts (`languages`; schema.test.ts holds them equal), as the database knows them. */
export const languageEnum = pgEnum('language', ['en', 'hi']);
/** The values of profileCreators in libs/contracts (drizzle-kit cannot resolve the workspace's path aliases; schema.test.ts keeps them equal). */
export const createdByEnum = pgEnum('created_by', ['self', 'parent', 'sibling', 'relative', 'friend']);
export const genderEnum = pgEnum('gender', ['female', 'male']);
/** photoVisibilities of libs/contracts. */
export const visibilityEnum = pgEnum('visibility', ['all', 'accepted', 'hidden']);
/** contactPrivacies of libs/contracts. */
export const contactPrivacyEnum = pgEnum('contact_privacy', ['nobody', 'accepted', 'paid-accepted']);
/** Who may reach a member (contactAudiences of libs/contracts): from anyone to members with a verified ID and photo. */
export const contactAudienceEnum = pgEnum('contact_audience', ['anyone', 'verified-id', 'verified-id-photo']);
export const oneTimeTokenPurposeEnum = pgEnum('one_time_token_purpose', [
  'password-reset',
  'email-verification',
  'email-change',
]);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    /** Null for members imported without a password: they set one through an invitation. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('member'),
    status: userStatusEnum('status').notNull().default('active'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isMobileVerified: boolean('is_mobile_verified').notNull().default(false),
    /**
     * When the member's Aadhaar (Secure QR or Offline e-KYC) was checked against UIDAI's signature and matched the
     * profile: the "ID verified" badge and the "verified ID" audience. Null: not verified.
     */
    idVerifiedAt: timestamp('id_verified_at', { withTimezone: true }),
    /** When a live selfie matched the profile's photos: the "photo verified" badge. Null: not verified. */
    photoVerifiedAt: timestamp('photo_verified_at', { withTimezone: true }),
    /** Bumped by sign out everywhere, password change and reset: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member deleted the account; logging in within the grace period restores it, after it a purge erases it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Active or hidden, as the account was when deleted: a restore by logging in puts it back so. */
    statusBeforeDeletion: userStatusEnum('status_before_deletion'),
    notifyInterestReceived: boolean('notify_interest_received').notNull().default(true),
    notifyInterestAccepted: boolean('notify_interest_accepted').notNull().default(true),
    notifyProfileViewed: boolean('notify_profile_viewed').notNull().default(false),
    /** A daily e-mail of messages left unread for half an hour. */
    notifyUnreadMessages: boolean('notify_unread_messages').notNull().default(true),
    /** When the last such e-mail went: at most one a day. */
    messageDigestAt: timestamp('message_digest_at', { withTimezone: true }),
    /** The language the member reads: e-mails, SMS and the API's messages follow it (en, hi). */
    lang: languageEnum('lang').notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_key').on(t.mobile),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member-facing profile ID with the brand prefix, e.g. SV100042. */
    profileCode: text('profile_code').unique(),
    createdBy: createdByEnum('created_by').notNull(),
    fullName: text('full_name').notNull(),
    gender: genderEnum('gender').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    religion: text('religion').notNull(),
    community: text('community'),
    subCommunity: text('sub_community'),
    motherTongue: text('mother_tongue').notNull(),
    maritalStatus: text('marital_status'),
    heightCm: smallint('height_cm'),
    gotra: text('gotra'),
    education: text('education'),
    educationField: text('education_field'),
    profession: text('profession'),
    employerType: text('employer_type'),
    incomeBand: text('income_band'),
    /** ISO 3166 alpha-2, lower case (countries vocabulary). */
    country: text('country').notNull().default('in'),
    state: text('state'),
    city: text('city'),
    residencyStatus: text('residency_status'),
    fatherOccupation: text('father_occupation'),
    motherOccupation: text('mother_occupation'),
    brothers: smallint('brothers'),
    brothersMarried: smallint('brothers_married'),
    sisters: smallint('sisters'),
    sistersMarried: smallint('sisters_married'),
    familyType: text('family_type'),
    familyValues: text('family_values'),
    diet: text('diet'),
    smoking: text('smoking'),
    drinking: text('drinking'),
    aboutMe: text('about_me'),
    familyDetails: text('family_details'),
    nakshatra: text('nakshatra'),
    nakshatraPada: smallint('nakshatra_pada'),
    rashi: text('rashi'),
    manglik: text('manglik'),
    /** hh:mm on the clocks of the birth place; null when not known. */
    birthTime: text('birth_time'),
    /** A birthPlaces id of libs/contracts. */
    birthPlace: text('birth_place'),
    /**
     * Who sees birth time, place, star, sign and manglik status, and what is worked out from them: the Guna Milan score
     * and the horoscope filters and order of search and matches (modules/account/horoscope/horoscope-access.ts).
     */
    horoscopeVisibility: visibilityEnum('horoscope_visibility').notNull().default('hidden'),
    /**
     * The moon star's key in guna_milan_scores (0-107), from nakshatra, rashi and pada by the moon_stars table; kept
     * by a database trigger (migration 0031), never written by the application.
     */
    starKey: smallint('star_key'),
    photoVisibility: visibilityEnum('photo_visibility').notNull().default('all'),
    contactVisibility: contactPrivacyEnum('contact_visibility').notNull().default('accepted'),
    /**
     * Who may send the member interests, message them, see their photos, by what the sender verified. Photos need
     * photoVisibility's leave too. New profiles hear only from verified IDs; profiles from before migration 0044 kept
     * 'anyone' (the migration says why).
     */
    interestAudience: contactAudienceEnum('interest_audience').notNull().default('verified-id'),
    messageAudience: contactAudienceEnum('message_audience').notNull().default('verified-id'),
    photoAudience: contactAudienceEnum('photo_audience').notNull().default('anyone'),
    /** Shown in the public footer's recent members only when the member opts in. */
    isShownInRecent: boolean('is_shown_in_recent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * Copies of account facts that search filters and orders by, so one partial index can serve a whole search. Kept by
     * database triggers (migration 0015), never written by the application: listed = the account is active; verified =
     * the mobile number is; has_photo = at least one photo.
     */
    isListed: boolean('is_listed').notNull().default(true),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    isVerified: boolean('is_verified').notNull().default(false),
    /** users.id_verified_at is set: the "verified only" filter and the matches' order read it (migration 0045's triggers). */
    isIdVerified: boolean('is_id_verified').notNull().default(false),
    hasPhoto: boolean('has_photo').notNull().default(false),
    /**
     * nameKey (libs/helpers) of the full name and the city, worked out by the database (db/name-key-sql.ts), so a name
     * or city typed in Latin letters finds it written in Devanagari and the other way round.
     */
    nameKey: text('name_key').generatedAlwaysAs(sql`phonetic_name_key(full_name)`),
    cityKey: text('city_key').generatedAlwaysAs(sql`phonetic_name_key(city)`),
  },
  (t) => [
    // DESC NULLS FIRST, as ORDER BY ... DESC means: only then do the newest and last-active pages come off the index in order.
    index('profiles_search_newest')
      .on(t.gender, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isListed}`),
    index('profiles_search_active')
      .on(t.gender, t.lastActiveAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isListed}`),
    index('profiles_search_religion')
      .on(t.gender, t.religion, t.dateOfBirth)
      .where(sql`${t.isListed}`),
    index('profiles_search_community')
      .on(t.gender, t.community, t.dateOfBirth)
      .where(sql`${t.isListed}`),
    index('profiles_search_mother_tongue')
      .on(t.gender, t.motherTongue, t.dateOfBirth)
      .where(sql`${t.isListed}`),
    index('profiles_search_place')
      .on(t.gender, t.state, sql`lower(${t.city}) text_pattern_ops`)
      .where(sql`${t.isListed}`),
    // Ranking by match score reads this index alone: within a gender and religion, members in order of last activity
    // (so a pool of the most recently active is the first rows walked), with every column filters and scores read.
    index('profiles_match_candidates')
      .on(
        t.gender,
        t.religion,
        t.lastActiveAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.dateOfBirth,
        t.motherTongue,
        t.community,
        t.maritalStatus,
        t.education,
        t.country,
        t.state,
        t.diet,
        t.heightCm,
        t.createdAt,
        t.userId,
        t.profession,
        t.incomeBand,
        t.city,
        t.hasPhoto,
        t.isVerified,
        t.photoVisibility,
        t.starKey,
        t.horoscopeVisibility,
        t.isIdVerified,
      )
      .where(sql`${t.isListed}`),
    // Searches for members with a verified ID only walk just those members, newest or last active first.
    index('profiles_search_id_verified_newest')
      .on(t.gender, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isListed} and ${t.isIdVerified}`),
    index('profiles_search_id_verified_active')
      .on(t.gender, t.lastActiveAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isListed} and ${t.isIdVerified}`),
    index('profiles_search_name')
      .on(sql`lower(${t.fullName}) text_pattern_ops`)
      .where(sql`${t.isListed}`),
    index('profiles_search_name_key')
      .on(sql`${t.nameKey} text_pattern_ops`)
      .where(sql`${t.isListed}`),
  ],
);

/**
 * Single-use links (password reset, e-mail verification): only a SHA-256 hash of the 256-bit token is stored, so a
 * leaked table cannot be used to take over accounts.
 */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: oneTimeTokenPurposeEnum('purpose').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** What the link carries besides the member: the new address of an e-mail change. */
  payload: text('payload'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an SMS code is for: each purpose's codes are used and replaced apart from the others'. */
export const mobileCodePurposeEnum = pgEnum('mobile_code_purpose', [
  'verify-mobile',
  'password-reset',
  'mobile-change',
]);

/**
 * One-time codes sent by SMS to a member (verifying their mobile, a password reset, a new number): stored hashed,
 * valid for minutes, used once, with a limited number of guesses each.
 */
export const mobileCodes = pgTable('mobile_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: mobileCodePurposeEnum('purpose').notNull().default('verify-mobile'),
  /** The number a mobile change's code went to: it becomes the member's once the code comes back. */
  mobile: text('mobile'),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: smallint('attempts').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-up waiting for the code sent to its mobile: the form's fields and the password's hash, never an account until
 * the code comes back. The code is stored hashed; a mobile that already has an account gets a notice and no code, so
 * its row has none and no code finishes it.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The rest of the form (name, gender, date of birth, religion, mother tongue, whom it is for, language). */
    form: jsonb('form').notNull(),
    codeHash: text('code_hash'),
    attempts: smallint('attempts').notNull().default(0),
    /** When the last code (or notice) was sent: another may be asked for a little later. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('pending_sign_ups_expires_at_idx').on(t.expiresAt),
    index('pending_sign_ups_mobile_idx').on(t.mobile, t.sentAt),
  ],
);

/** Who looked at whose profile, once per pair with the latest time ("who viewed my profile"). */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedId: integer('viewed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewedId, t.viewerId] }),
    index('profile_views_viewed_at_idx').on(t.viewedId, t.viewedAt),
  ],
);

export const interestStatusEnum = pgEnum('interest_status', ['pending', 'accepted', 'declined', 'withdrawn']);

/** An expression of interest from one member to another, and its answer. */
export const interests = pgTable(
  'interests',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: interestStatusEnum('status').notNull().default('pending'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('interests_one_pending_per_pair')
      .on(t.senderId, t.receiverId)
      .where(sql`${t.status} = 'pending'`),
    index('interests_receiver_idx').on(t.receiverId, t.status, t.createdAt),
    index('interests_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** A member's block of another: neither sees the other any more, and no interests pass between them. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

/** Messages sent through the public contact form, kept for the support team. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  message: text('message').notNull(),
  /** The member who wrote, when logged in. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Member photos. Files live under DATA_DIR/uploads with random names (never the uploader's file name); a photo's url is
 * only handed out where the owner's photo visibility allows, and at most one photo per member is primary.
 */
/** photoScreenings of libs/contracts: where a photo stands in its screening (only `passed` is shown to others). */
export const photoScreeningEnum = pgEnum('photo_screening', ['checking', 'passed', 'held', 'refused']);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull().unique(),
    /** A small, heavily blurred rendition under its own random name: what members not allowed to see the photo get. */
    blurFileName: text('blur_file_name').unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The stored file's size; 0 while the file is the upload as sent (EXIF and GPS position included), waiting to be
     * re-encoded (modules/photos/accept-member-photo.ts): such a file is never served (photo-access.ts).
     */
    bytes: integer('bytes').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The member's chosen order (0 first); new photos go last. */
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A new photo waits in `checking` until screened (modules/photos/screening); only `passed` leaves for others. */
    screening: photoScreeningEnum('screening').notNull().default('checking'),
    /** Why it was held or refused (photoScreeningReasons of libs/contracts), or the admin's reason; null when passed by the checks. */
    screeningReason: text('screening_reason'),
    /** What the checks measured (nudity classes, faces, the closest duplicate's distance), for the admins' desk. */
    screeningScores: jsonb('screening_scores').$type<PhotoScreeningScoresRow>(),
    /** When the checks ran; null for a photo stored before screening existed, which the stored-photos job screens. */
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    /** Another member's photo this one nearly copies (held or refused for it). */
    duplicateOfPhotoId: integer('duplicate_of_photo_id').references((): AnyPgColumn => photos.id, {
      onDelete: 'set null',
    }),
    /** 64-bit DCT perceptual hash (modules/photos/screening/photo-hash.ts), as a signed bigint. */
    phash: bigint('phash', { mode: 'bigint' }),
  },
  (t) => [
    index('photos_user_id_idx').on(t.userId),
    uniqueIndex('photos_one_primary_per_user')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    // The admins' desk: photos waiting for a person, oldest first.
    index('photos_held_idx')
      .on(t.createdAt)
      .where(sql`${t.screening} = 'held'`),
    // The stored-photos job: photos never screened.
    index('photos_unscreened_idx')
      .on(t.id)
      .where(sql`${t.screenedAt} is null`),
  ],
);

/** What the checks measured, kept with the photo. */
export type PhotoScreeningScoresRow = {
  /** nsfwjs's five classes (0..1), or null when the nudity check did not run. */
  nudity: { porn: number; sexy: number; hentai: number; neutral: number; drawing: number } | null;
  /** Faces found (a primary photo only), and the best one's score; null when not checked. */
  faces: { count: number; bestScore: number } | null;
  /** The closest other member's photo: its Hamming distance (0..64), or null when none is near. */
  duplicateDistance: number | null;
};

/**
 * The four 16-bit bands of each screened photo's perceptual hash, a row a band with the whole hash beside it. The
 * near-duplicate search (modules/photos/screening/find-duplicate-photo.ts) reads only this primary key, index-only: a
 * few hundred index pages at a million photos, where probing bands of the photos table itself read a heap row per
 * candidate.
 */
export const photoHashBands = pgTable(
  'photo_hash_bands',
  {
    /** 0 for the hash's highest 16 bits … 3 for its lowest. */
    band: smallint('band').notNull(),
    value: integer('value').notNull(),
    phash: bigint('phash', { mode: 'bigint' }).notNull(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.band, t.value, t.phash, t.photoId] }),
    index('photo_hash_bands_photo_idx').on(t.photoId),
  ],
);

/** Each admin decision on a photo of the desk, kept as its history (who decided what, when, why). */
export const photoDecisions = pgTable(
  'photo_decisions',
  {
    id: serial('id').primaryKey(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision').$type<'approve' | 'reject'>().notNull(),
    /** photoRejectionReasons of libs/contracts for a rejection; null for an approval. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_decisions_photo_idx').on(t.photoId, t.createdAt)],
);
export type PhotoDecisionRow = typeof photoDecisions.$inferSelect;

/** What a member looks for; empty lists mean "any". Values come from the vocabularies of libs/contracts. */
export const partnerPreferences = pgTable('partner_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ageMin: smallint('age_min'),
  ageMax: smallint('age_max'),
  heightMinCm: smallint('height_min_cm'),
  heightMaxCm: smallint('height_max_cm'),
  religions: text('religions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  communities: text('communities')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  motherTongues: text('mother_tongues')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  maritalStatuses: text('marital_statuses')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  educationLevels: text('education_levels')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  professions: text('professions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  countries: text('countries')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  states: text('states')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  diets: text('diets')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  manglik: text('manglik'),
  /** Only members whose Guna Milan with this member reaches the customary minimum, both ways (like the hard criteria). */
  horoscopeMustMatch: boolean('horoscope_must_match').notNull().default(false),
  /** False while the preferences are the defaults of sign-up; the completeness meter asks the member to set them. */
  isSetByMember: boolean('is_set_by_member').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Tokens ended by "Sign out" on one device before they expire. Rows are only needed until the token's own expiry;
 * sign-out-everywhere uses the token version instead.
 */
export const revokedTokens = pgTable('revoked_tokens', {
  tokenId: text('token_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A member's shortlist: profiles kept to come back to. */
export const shortlists = pgTable(
  'shortlists',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.memberId] })],
);

/** reportReasons of libs/contracts. */
export const reportReasonEnum = pgEnum('report_reason', [
  'fake-profile',
  'already-married',
  'inappropriate-photo',
  'harassment',
  'asking-for-money',
  'other',
]);
/** reportStatuses of libs/contracts. */
export const reportStatusEnum = pgEnum('report_status', ['open', 'actioned', 'dismissed']);

/** A member's report of another, waiting in the admins' queue until one suspends the member or dismisses it. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReasonEnum('reason').notNull(),
    details: text('details'),
    status: reportStatusEnum('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The message reported, when the report came from a conversation: admins see it with the few around it. */
    messageId: integer('message_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /**
     * The interest reported, when the report came from the interest's message (before any conversation): admins see
     * its message, which the report's block declines but does not delete.
     */
    interestId: integer('interest_id').references((): AnyPgColumn => interests.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    uniqueIndex('reports_one_open_per_pair')
      .on(t.reporterId, t.reportedId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * What a suspension rests on, kept when an admin suspends a member and for as long as the suspension stands (the
 * privacy page says so): the reports and reported messages, copied, and hashes of the member's e-mail and mobile, so
 * the suspension outlives the erasure of a deleted account and the same contacts cannot sign up again.
 */
export const suspensions = pgTable(
  'suspensions',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is erased: the evidence stays, naming the member only by hashes. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    emailHash: text('email_hash').notNull(),
    mobileHash: text('mobile_hash').notNull(),
    /**
     * The identity key of the member's ID (id_verifications.identity_key) when one was verified or held: the same ID
     * cannot verify another account while the suspension stands, even once this account is erased.
     */
    identityKey: text('identity_key'),
    evidence: jsonb('evidence').notNull(),
    /** The category of the report the admin acted on, told to the member at log in; null before migration 0042. */
    reason: reportReasonEnum('reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
    suspendedBy: integer('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('suspensions_member_idx').on(t.memberId),
    index('suspensions_email_hash_idx').on(t.emailHash),
    index('suspensions_mobile_hash_idx').on(t.mobileHash),
    index('suspensions_identity_key_idx').on(t.identityKey),
  ],
);

/** notificationKinds of libs/contracts. */
export const notificationKindEnum = pgEnum('notification_kind', [
  'interest-received',
  'interest-accepted',
  'profile-viewed',
  'report-actioned',
  'report-dismissed',
  'id-verified',
  'id-refused',
  'selfie-verified',
  'selfie-refused',
  'photo-approved',
  'photo-refused',
]);

/** The top bar's notifications: who did what, and whether the member has read it. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Searches a member keeps (at most MAX_SAVED_SEARCHES), as the query string /search shows. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId)],
);

/**
 * Tokens for scripted member imports, created and revoked by admins. Only a SHA-256 hash is stored; a token acts for
 * the admin who created it and stops working when revoked or when that admin is no longer an active admin.
 */
export const apiTokens = pgTable('api_tokens', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** One CSV import (the history on /uploaddata): who, when, which file, and the sums of its chunks' outcomes. */
export const memberImports = pgTable(
  'member_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    totalRows: integer('total_rows').notNull(),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    apiTokenId: integer('api_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [index('member_imports_created_idx').on(t.createdAt.desc().nullsFirst())],
);

/**
 * Each chunk of an import, written in the transaction that wrote its rows: a chunk sent again (a retry after a lost
 * answer) gets the stored outcome back instead of being applied twice.
 */
export const memberImportChunks = pgTable(
  'member_import_chunks',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => memberImports.id, { onDelete: 'cascade' }),
    firstRow: integer('first_row').notNull(),
    rowCount: integer('row_count').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    unchanged: integer('unchanged').notNull(),
    failures: jsonb('failures').notNull().$type<{ row: number; field: string; message: string }[]>(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.firstRow] })],
);

/** Imported members waiting for their invitation e-mail; the row goes once the mail is sent, so none is lost. */
export const pendingInvitations = pgTable('pending_invitations', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;

/**
 * Membership plans, editable by admins: what each costs (whole rupees before GST) and unlocks. The defaults of
 * libs/membership (src/plans.ts) are written in at start-up when a plan is missing, never over an admin's edit.
 */
export const membershipPlans = pgTable('membership_plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Null for Free, which never ends. */
  durationMonths: smallint('duration_months'),
  priceInr: integer('price_inr').notNull(),
  interestsPerDay: smallint('interests_per_day').notNull(),
  contactViewsPerMonth: smallint('contact_views_per_month').notNull(),
  canSeeWhoViewed: boolean('can_see_who_viewed').notNull(),
  isHighlighted: boolean('is_highlighted').notNull(),
  canStartConversations: boolean('can_start_conversations').notNull().default(false),
  newConversationsPerDay: smallint('new_conversations_per_day').notNull().default(3),
  summary: text('summary').notNull(),
  position: smallint('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A paid plan a member holds from `startsAt` to `endsAt`; without a current one the member is on Free. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memberships_user_ends_idx').on(t.userId, t.endsAt)],
);

export const paymentStatusEnum = pgEnum('payment_status', ['created', 'paid']);

/**
 * An order for a plan at the payment provider. Only the provider's ids are kept, never card data; a payment id is
 * unique, so a payment can activate one membership only, however often its signature or webhook arrives.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is erased: the order stays, as tax law keeps invoices for years (GST: six). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: text('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    /** What the member pays, GST included, and the GST in it; in paise, as providers count. */
    amountPaise: integer('amount_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    status: paymentStatusEnum('status').notNull().default('created'),
    providerPaymentId: text('provider_payment_id').unique(),
    membershipId: integer('membership_id').references(() => memberships.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The tax invoice, numbered when paid: the financial year ("2026-27") and its running number. */
    invoiceYear: text('invoice_year'),
    invoiceSeq: integer('invoice_seq'),
    /** Whom the invoice is made out to, as the profile said when they paid (an invoice never changes after). */
    billedName: text('billed_name'),
    billedState: text('billed_state'),
    billedCountry: text('billed_country'),
    /** What was bought, as the invoice names it ("Gold membership, 3 months"), even if the plan is renamed later. */
    itemDescription: text('item_description'),
  },
  (t) => [
    index('payment_orders_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('payment_orders_invoice_idx').on(t.invoiceYear, t.invoiceSeq),
    index('payment_orders_user_paid_idx').on(t.userId, t.paidAt),
  ],
);

/** The last invoice number given in each financial year, so numbers run on without gaps or repeats. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Contact details a member saw with their plan's monthly allowance (of members who share them with paying members
 * only): each member once, counted in the month it happened; what was seen stays seen after the plan ends.
 */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.memberId] }),
    index('contact_reveals_viewer_revealed_idx').on(t.viewerId, t.revealedAt),
  ],
);

/**
 * The local test processor's own books (used when no Razorpay keys are set): its orders and the one payment each may
 * get, kept apart from ours as a real provider's would be, so reconciliation can ask it after a restart.
 */
export const testProcessorOrders = pgTable('test_processor_orders', {
  orderId: text('order_id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  receipt: text('receipt').notNull(),
  paymentId: text('payment_id').unique(),
  paymentStatus: text('payment_status'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The counters of the API's attempt limits (log in, sign up, codes, contact, image renderings …), kept in the
 * database so that every API process counts the same attempts. A key is the SHA-256 of the limit's name and whose
 * attempts they are: no e-mail, mobile number or address is stored here. Rows whose window has passed are deleted.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * A conversation between two members (member_low < member_high: one per pair), opened by the first message after an
 * interest was accepted. last_message_id orders the list. A purged member's side becomes null; the other member keeps
 * the conversation and their own messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    memberLow: integer('member_low').references(() => users.id, { onDelete: 'set null' }),
    memberHigh: integer('member_high').references(() => users.id, { onDelete: 'set null' }),
    /** Who wrote first: counts against that member's new conversations a day. */
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: integer('last_message_id').notNull().default(0),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.memberLow, t.memberHigh),
    index('conversations_started_by_idx').on(t.startedBy, t.createdAt),
    check('conversations_pair_order', sql`${t.memberLow} < ${t.memberHigh}`),
  ],
);

/**
 * Each member's side of a conversation: how far they have fetched (delivered) and read, as message ids, so marks are
 * one row per member rather than one per message. The list of a member's conversations walks this table.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveredUpTo: integer('delivered_up_to').notNull().default(0),
    readUpTo: integer('read_up_to').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

/** A message of a conversation. A purged member's messages go with their account. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_history_idx').on(t.conversationId, t.id),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/**
 * The 108 padas of the zodiac with the nakshatra and rashi each lies in, as libs/contracts numbers them (starKeyOf);
 * the trigger that keeps profiles.star_key reads it. Written by migration 0031; checked against contracts by a test.
 */
export const moonStars = pgTable(
  'moon_stars',
  {
    starKey: smallint('star_key').primaryKey(),
    nakshatra: text('nakshatra').notNull(),
    pada: smallint('pada').notNull(),
    rashi: text('rashi').notNull(),
  },
  (t) => [uniqueIndex('moon_stars_nakshatra_pada').on(t.nakshatra, t.pada)],
);

/**
 * Guna Milan of every bride star with every groom star (108 × 108), from gunaMilan of libs/horoscope: search and
 * matches join it by the viewer's star instead of scoring each candidate. Written by migration 0031 and again by 0039;
 * a test checks every row against libs/horoscope, so a change of the rules needs a migration that rewrites it (the SQL
 * from tools/horoscope/guna-milan-scores-sql.ts).
 */
export const gunaMilanScores = pgTable(
  'guna_milan_scores',
  {
    brideStarKey: smallint('bride_star_key').notNull(),
    groomStarKey: smallint('groom_star_key').notNull(),
    total: real('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brideStarKey, t.groomStarKey] })],
);

/** idVerificationMethods of libs/contracts. */
export const idVerificationMethodEnum = pgEnum('id_verification_method', ['secure-qr', 'offline-ekyc']);
/** idVerificationStatuses of libs/contracts. */
export const idVerificationStatusEnum = pgEnum('id_verification_status', ['verified', 'held', 'refused']);

/**
 * The outcome of a member's latest government ID check (modules/verification), one row a member, and only the
 * outcome: what the ID says of name, birth date and gender, the last four digits of the reference and how well they
 * matched the profile. Never the document, its photo, the full number or the address (the Aadhaar Act forbids it).
 */
export const idVerifications = pgTable(
  'id_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: idVerificationMethodEnum('method').notNull(),
    status: idVerificationStatusEnum('status').notNull(),
    /** Why a check was refused or held (idVerificationReasons of libs/contracts); null once verified. */
    reason: text('reason').$type<'close' | 'no-match' | 'duplicate' | 'suspended' | 'rejected'>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was verified or refused, by the check or an admin; null while held. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    nameOnId: text('name_on_id').notNull(),
    /** YYYY-MM-DD, or YYYY when the ID records only the year. */
    dateOfBirthOnId: text('date_of_birth_on_id').notNull(),
    /** UIDAI's M, F or T. */
    genderOnId: text('gender_on_id').$type<'M' | 'F' | 'T'>().notNull(),
    referenceLastFour: text('reference_last_four').notNull(),
    nameMatch: text('name_match').$type<'match' | 'close' | 'no-match'>().notNull(),
    nameRule: text('name_rule').notNull(),
    nameScore: real('name_score').notNull(),
    dateOfBirthMatch: text('date_of_birth_match').$type<'match' | 'year-only' | 'mismatch'>().notNull(),
    genderMatch: text('gender_match').$type<'match' | 'mismatch' | 'not-comparable'>().notNull(),
    /**
     * HMAC of the ID's normalised name, birth date, gender and last four digits (modules/verification/identity-key.ts):
     * one ID verifies one account, found by an index lookup, while the key tells nothing without the server's secret.
     */
    identityKey: text('identity_key').notNull(),
    /** The account the same ID verified first, for a refused second account: admins see both. */
    duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** In the admins' queue: a held check, or a second account presenting an ID already used. */
    awaitsAdmin: boolean('awaits_admin').notNull().default(false),
    /** The admin's reason, told to the member when a held check is refused. */
    adminReason: text('admin_reason'),
    decidedBy: integer('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('id_verifications_user_key').on(t.userId),
    uniqueIndex('id_verifications_identity_key')
      .on(t.identityKey)
      .where(sql`${t.status} <> 'refused'`),
    index('id_verifications_identity_key_idx').on(t.identityKey),
    index('id_verifications_queue_idx')
      .on(t.submittedAt)
      .where(sql`${t.awaitsAdmin}`),
  ],
);
export type IdVerificationRow = typeof idVerifications.$inferSelect;

/** Raw bytes (node-postgres reads and writes them as Buffers). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** selfieCheckStatuses of libs/contracts. */
export const selfieCheckStatusEnum = pgEnum('selfie_check_status', ['verified', 'held', 'refused']);

/**
 * The member's latest live selfie check (issue 35 item 2): its outcome, every rule's score and bars (the models'
 * numbers, no image and no face descriptor), whether the ID's photo took part, and who decided a held one and when.
 */
export const selfieChecks = pgTable(
  'selfie_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: selfieCheckStatusEnum('status').notNull(),
    /** selfieRefusalReasons of libs/contracts; null unless refused. */
    reason: text('reason').$type<
      | 'no-face'
      | 'several-faces'
      | 'not-same-person'
      | 'still-picture'
      | 'no-turn'
      | 'no-blink'
      | 'not-live'
      | 'face-not-matched'
      | 'primary-photo-unusable'
      | 'rejected'
    >(),
    /** @matri/face-check's rule results: rule, outcome, score, bars, reason (English, naming frames by number). */
    rules: jsonb('rules').notNull().$type<
      {
        rule: string;
        outcome: 'pass' | 'borderline' | 'fail' | 'skipped';
        score: number | null;
        bars: { pass: number; borderline: number } | null;
        reason: string;
      }[]
    >(),
    idPhoto: text('id_photo').$type<'checked' | 'skipped'>().notNull(),
    /** The primary photo the selfie was compared with: an admin may approve only while it is still the primary one. */
    primaryPhotoId: integer('primary_photo_id').references((): AnyPgColumn => photos.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the check or an admin decided it; null while held. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    awaitsAdmin: boolean('awaits_admin').notNull().default(false),
    /** The admin's reason, told to the member when a held check is refused. */
    adminReason: text('admin_reason'),
    decidedBy: integer('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('selfie_checks_user_key').on(t.userId),
    index('selfie_checks_queue_idx')
      .on(t.submittedAt)
      .where(sql`${t.awaitsAdmin}`),
  ],
);
export type SelfieCheckRow = typeof selfieChecks.$inferSelect;

/**
 * The frames of a held selfie check, kept only for the admin who decides it: deleted with the decision (and with a
 * newer check of the member, which replaces the held one). A check decided at once never keeps its frames.
 */
export const selfieCheckFrames = pgTable(
  'selfie_check_frames',
  {
    checkId: integer('check_id')
      .notNull()
      .references(() => selfieChecks.id, { onDelete: 'cascade' }),
    /** The member whose face it shows (the check's member), for the right of access and erasure. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 to SELFIE_MAX_FRAMES, in the challenge's order. */
    frame: smallint('frame').notNull(),
    jpeg: bytea('jpeg').notNull(),
  },
  (t) => [primaryKey({ columns: [t.checkId, t.frame] })],
);

/**
 * The descriptors of the faces in a member's photo (@matri/face-check: 1024 float32 numbers a face, little-endian,
 * one after another; none when the photo shows no face): biometric data, read by the models when the primary photo is
 * screened or at the member's first selfie check, so a selfie check reads only its frames. Each row is of the file it
 * describes (a crop makes a new file, described again) and goes with the photo.
 */
export const photoFaces = pgTable('photo_faces', {
  photoId: integer('photo_id')
    .primaryKey()
    .references(() => photos.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  faces: smallint('faces').notNull(),
  descriptors: bytea('descriptors').notNull(),
  describedAt: timestamp('described_at', { withTimezone: true }).notNull().defaultNow(),
});

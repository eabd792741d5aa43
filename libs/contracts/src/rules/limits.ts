/** Membership and search limits shared by forms, filters and the API. Kept free of zod so pages can import them cheaply. */
export const MIN_MEMBER_AGE = 18;
export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 75;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Photo uploads: what a phone camera produces fits; anything bigger is refused before decoding. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 50_000_000;
export const MIN_PHOTO_SIDE_PX = 200;
/**
 * Stored photos are at most this long on their longer side: sharp enough for any phone, cheap to resize. The members
 * app shrinks a photo to it before sending, so an upload carries no pixel the API would throw away.
 */
export const STORED_PHOTO_MAX_SIDE_PX = 2048;
/**
 * The JPEG quality the members app sends a shrunk photo at: browsers' own default for canvas JPEG. The API re-encodes
 * every upload as WebP at quality 82, whose loss is what the member sees. Measured on the photo benches' 12-megapixel
 * photos (tools/bench/photo-upload-bytes.ts, README): the photo stored from a 0.92 copy is 0.5-0.6 dB (PSNR) below the
 * one stored from the original, and from a 0.95 copy no nearer (0.5-0.7 dB, the browser's resampling, not the JPEG),
 * for 46% more bytes; at 0.92 about a fifth of the original's bytes leave the phone.
 */
export const SHRUNK_PHOTO_JPEG_QUALITY = 0.92;
export const MAX_PHOTOS_PER_MEMBER = 8;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

/** docs/spec.md's image optimisation: the widths /api/image renders and the quality it uses unless asked otherwise. */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_DEFAULT_QUALITY = 75;
/**
 * The qualities /api/image renders: lighter for slow connections, the default, and sharper. Each is a rendering per
 * photo, width and format to make and keep, so a visitor cannot ask for a hundred.
 */
export const IMAGE_QUALITIES = [60, IMAGE_DEFAULT_QUALITY, 90] as const;

/** Profile text limits: long enough to say something real, short enough to read on a phone. */
export const ABOUT_ME_MIN_LENGTH = 30;
export const ABOUT_ME_MAX_LENGTH = 1000;
export const MIN_HEIGHT_CM = 120;
export const MAX_HEIGHT_CM = 230;
export const MAX_SIBLINGS = 15;

/** Days a deleted account can still be restored by logging in; after them its data is erased. */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

/** Mobile verification codes: six digits, ten minutes, five guesses. */
export const MOBILE_CODE_LENGTH = 6;
export const MOBILE_CODE_TTL_MINUTES = 10;
export const MOBILE_CODE_MAX_ATTEMPTS = 5;
/**
 * Sign-up by SMS code: a day's texts to one mobile (codes and notices to an owner alike) and mails to one e-mail
 * address, so a sign-up form filled in from many addresses cannot flood anyone; and the wait before another code.
 */
export const SIGN_UP_TEXTS_PER_MOBILE_PER_DAY = 4;
export const SIGN_UP_MAILS_PER_EMAIL_PER_DAY = 3;
export const SIGN_UP_RESEND_WAIT_SECONDS = 30;
/**
 * Wrong sign-up codes one mobile may take in a day across all its sign-ups, and the sign-ups it may have waiting at
 * once: each sign-up's own five guesses would otherwise multiply by as many sign-ups as anyone starts with the number.
 */
export const SIGN_UP_WRONG_CODES_PER_MOBILE_PER_DAY = 10;
export const SIGN_UP_PENDING_PER_MOBILE = 2;

/** An interest message is short. (How many interests a day each plan allows is in the plans, membership/plans.ts.) */
export const INTEREST_MESSAGE_MAX_LENGTH = 300;

/**
 * How often a day a member may change their birth star (nakshatra, pada or rashi): enough to correct it, too few to
 * read anything worked out from it against every star.
 */
export const BIRTH_STAR_CHANGES_PER_DAY = 5;

/** Results per page of search and matches ("load more" fetches the next page). */
export const SEARCH_PAGE_SIZE = 20;
export const MAX_SAVED_SEARCHES = 5;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60;
export const REPORT_DETAILS_MAX_LENGTH = 1000;
/** How many notifications the top bar's list shows. */
export const NOTIFICATIONS_LIMIT = 30;

/** Member imports: rows per upload request the page sends, the most one request may carry, rows previewed. */
export const IMPORT_CHUNK_ROWS = 1000;
/** Chunks on their way at once: the API checks the next one while the database writes the one before. */
export const IMPORT_CHUNKS_IN_FLIGHT = 2;
export const MAX_IMPORT_ROWS_PER_REQUEST = 2000;
export const IMPORT_PREVIEW_ROWS = 50;
export const MAX_IMPORT_FILE_ROWS = 1_000_000;
/** A full chunk of the longest rows the template allows (about me at its limit) fits with room to spare. */
export const IMPORT_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
export const API_TOKEN_NAME_MAX_LENGTH = 60;

/** Messages between members: one message's length, and the pages of the conversation list and of a history. */
export const MESSAGE_MAX_LENGTH = 1000;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 30;
/** Spam limits on every plan: messages a minute, and conversations a member may start in a day. */
export const MESSAGES_PER_MINUTE = 30;
export const NEW_CONVERSATIONS_PER_DAY = 10;

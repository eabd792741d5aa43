import { and, eq } from 'drizzle-orm';
import { checkSecureQr, isAadhaarCheckError, type UidaiCertificates } from '@matri/aadhaar';
import {
  FaceCheckBusy,
  FaceCheckFailed,
  InvalidFaceCheckInput,
  type FaceChecker,
  type ProfilePhoto,
  type SelfieCheckResult,
} from '@matri/face-check';
import { say, type LocalText, type SelfieCheckOutcome, type SelfieIdPhotoCheck } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { selfieChecks, users, type PhotoRow } from '../../../db/schema';
import { keepPhotoFaces, listMemberPhotos, photoFacesOf, type PhotoStore } from '../../photos';
import { Conflict, InvalidInput, ProviderUnavailable, TooMany } from '../../platform';
import { identityKeyOf } from '../identity-key';
import { identityKeyOfMember } from '../identity-key-of-member';
import { recordSelfieCheck } from './record-selfie-check';

/** The part of @matri/face-check the API uses: one whole check on its worker pool (tests give a stand-in). */
export type SelfieChecker = Pick<FaceChecker, 'checkSelfie'>;

/** What the page sends: the challenge's frames (JPEG) and, when it has it, the Secure QR the member verified. */
export interface LiveSelfie {
  frames: Buffer[];
  qrText: string | null;
}

/** The primary photo first, then the others in the member's order: @matri/face-check compares at most six. */
const MAX_PROFILE_PHOTOS = 6;
/** A full pool answers at once; a minute is about what the checks ahead of this one take. */
const BUSY_RETRY_SECONDS = 60;

const NO_PRIMARY_PHOTO: LocalText = {
  en: 'Add a clear photo of yourself as your primary photo first: your selfie is compared with it.',
  hi: 'पहले अपनी एक साफ़ फ़ोटो मुख्य फ़ोटो के रूप में जोड़ें: आपकी सेल्फ़ी उसी से मिलाई जाती है।',
};
const ALREADY_VERIFIED: LocalText = {
  en: 'Your photo is already verified.',
  hi: 'आपकी फ़ोटो पहले ही सत्यापित हो चुकी है।',
};
const WAITING: LocalText = {
  en: 'Your last selfie is waiting for our team: you will be told the outcome.',
  hi: 'आपकी पिछली सेल्फ़ी हमारी टीम के पास जाँच के लिए है: नतीजा आपको बताया जाएगा।',
};
const NOT_YOUR_ID: LocalText = {
  en: 'The ID sent with your selfie is not the one your account was verified with. Send the selfie without it, or verify your ID on this page first.',
  hi: 'सेल्फ़ी के साथ भेजी गई पहचान वह नहीं है जिससे आपका खाता सत्यापित हुआ था। सेल्फ़ी उसके बिना भेजें, या पहले इसी पेज पर अपनी पहचान सत्यापित करें।',
};
const BUSY: LocalText = {
  en: 'Many members are verifying their photo right now. Try again in a minute.',
  hi: 'इस समय बहुत से सदस्य अपनी फ़ोटो सत्यापित कर रहे हैं। एक मिनट बाद फिर कोशिश करें।',
};
const FAILED: LocalText = {
  en: 'Our face check failed on our side and decided nothing. Try again in a few minutes.',
  hi: 'हमारी ओर से चेहरे की जाँच में गड़बड़ी हुई और कोई फ़ैसला नहीं हुआ। कुछ मिनट बाद फिर कोशिश करें।',
};

/**
 * The ID's photo, when the page sent again the Secure QR the member verified their ID with: it is checked again
 * (UIDAI's signature) and must be the same ID (the same identity key) as the member's verified one. The photo lives
 * in this request's memory only; it is never stored (the Aadhaar Act), which is why the page must send it again.
 */
async function idPhotoOf(
  db: Database,
  memberId: number,
  qrText: string | null,
  certificates: UidaiCertificates | null,
): Promise<Uint8Array | null> {
  if (qrText === null) return null;
  const refuse = () => new InvalidInput(NOT_YOUR_ID, [{ path: ['qrText'], message: say(NOT_YOUR_ID) }]);
  const [[member], key] = await Promise.all([
    db.select({ idVerifiedAt: users.idVerifiedAt }).from(users).where(eq(users.id, memberId)),
    identityKeyOfMember(db, memberId),
  ]);
  if (!certificates || !member?.idVerifiedAt || key === null) throw refuse();
  try {
    const identity = checkSecureQr(qrText, certificates);
    if (identityKeyOf(identity) !== key) throw refuse();
    return identity.photo?.bytes ?? null;
  } catch (error) {
    if (isAadhaarCheckError(error)) throw refuse();
    throw error;
  }
}

async function runCheck(faces: SelfieChecker, input: Parameters<SelfieChecker['checkSelfie']>[0]) {
  try {
    return await faces.checkSelfie(input);
  } catch (error) {
    if (error instanceof FaceCheckBusy) throw new TooMany(BUSY, [], BUSY_RETRY_SECONDS);
    if (error instanceof FaceCheckFailed) throw new ProviderUnavailable(FAILED);
    // Its message names counts only (frames, photos), never an image.
    if (error instanceof InvalidFaceCheckInput) throw new InvalidInput(error.message);
    throw error;
  }
}

/**
 * Each photo as the check takes it: the descriptors kept of its faces (screening, an earlier check), else its bytes
 * from the store for the models to read; a photo whose file is gone is left out (null).
 */
async function photosToCompare(
  db: Database,
  store: PhotoStore,
  compared: readonly PhotoRow[],
): Promise<({ photo: PhotoRow; given: ProfilePhoto } | null)[]> {
  const kept = await photoFacesOf(db, compared);
  return Promise.all(
    compared.map(async (photo) => {
      const descriptors = kept.get(photo.id);
      if (descriptors) return { photo, given: { descriptors } };
      const bytes = await store.read(photo.fileName);
      return bytes ? { photo, given: bytes } : null;
    }),
  );
}

async function isWaitingForAdmin(db: Database, memberId: number): Promise<boolean> {
  const [held] = await db
    .select({ id: selfieChecks.id })
    .from(selfieChecks)
    .where(and(eq(selfieChecks.userId, memberId), eq(selfieChecks.awaitsAdmin, true)));
  return held !== undefined;
}

/**
 * The server's own selfie check: the frames judged again by @matri/face-check on its worker pool (never the
 * browser's verdict), against the member's profile photos (primary first: the descriptors kept of each one's faces,
 * or its file from the photo store, whose descriptors are then kept) and the ID's
 * photo when the page sent the verified Secure QR again. Pass gives the photo-verified badge, fail says why, and a
 * borderline result keeps the frames for an admin. Nothing of the images or scores is logged.
 */
export async function checkLiveSelfie(
  db: Database,
  store: PhotoStore,
  faces: SelfieChecker,
  certificates: UidaiCertificates | null,
  memberId: number,
  selfie: LiveSelfie,
): Promise<SelfieCheckOutcome> {
  const [[member], memberPhotos] = await Promise.all([
    db.select({ photoVerifiedAt: users.photoVerifiedAt }).from(users).where(eq(users.id, memberId)),
    listMemberPhotos(db, memberId),
  ]);
  if (member?.photoVerifiedAt) throw new Conflict(ALREADY_VERIFIED);
  const primary = memberPhotos.find((photo) => photo.isPrimary);
  if (!primary) throw new InvalidInput(NO_PRIMARY_PHOTO);
  if (await isWaitingForAdmin(db, memberId)) throw new Conflict(WAITING);
  const idPhoto = await idPhotoOf(db, memberId, selfie.qrText, certificates);
  const toCompare = await photosToCompare(db, store, memberPhotos.slice(0, MAX_PROFILE_PHOTOS));
  if (!toCompare[0]) throw new InvalidInput(NO_PRIMARY_PHOTO);
  const compared = toCompare.filter((entry) => entry !== null);
  const result: SelfieCheckResult = await runCheck(faces, {
    frames: selfie.frames,
    profilePhotos: compared.map((entry) => entry.given),
    ...(idPhoto ? { idPhoto } : {}),
  });
  // The photos the models read this time are compared by their descriptors from now on.
  await Promise.all(
    compared.map(({ photo }, index) => {
      const descriptors = result.photoDescriptors[index];
      return descriptors ? keepPhotoFaces(db, photo, descriptors) : undefined;
    }),
  );
  const idPhotoCheck: SelfieIdPhotoCheck = idPhoto ? 'checked' : 'skipped';
  return recordSelfieCheck(db, {
    memberId,
    primaryPhotoId: primary.id,
    result,
    idPhoto: idPhotoCheck,
    frames: selfie.frames,
  });
}

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UidaiCertificates } from '@matri/aadhaar';
import {
  MAX_SECURE_QR_TEXT_LENGTH,
  MAX_SELFIE_FRAME_BYTES,
  SELFIE_CHECKS_PER_ADDRESS_PER_DAY,
  SELFIE_CHECKS_PER_MEMBER_PER_DAY,
  SELFIE_MAX_FRAMES,
  SELFIE_MIN_FRAMES,
  endpoints,
  say,
  type LocalText,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { ApiError, validationError } from '../../../http/api-error';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { AttemptLimit } from '../../../plugins/app/attempt-limits';
import { requireMember } from '../../../plugins/app/authentication';
import type { PhotoStore } from '../../../modules/photos';
import { ProviderUnavailable, TooMany } from '../../../modules/platform';
import {
  SELFIE_CHECKS_PER_ADDRESS,
  SELFIE_CHECKS_PER_MEMBER,
  checkLiveSelfie,
  type LiveSelfie,
  type SelfieChecker,
} from '../../../modules/verification';

const DAY_MINUTES = 24 * 60;
/**
 * Every check counts, a failed one too, as for the ID: five a day per member, twenty per address. One our side could
 * not run is given back.
 */
const selfieLimits: AttemptLimit[] = [
  { name: SELFIE_CHECKS_PER_MEMBER, max: SELFIE_CHECKS_PER_MEMBER_PER_DAY, windowMinutes: DAY_MINUTES, per: 'member' },
  {
    name: SELFIE_CHECKS_PER_ADDRESS,
    max: SELFIE_CHECKS_PER_ADDRESS_PER_DAY,
    windowMinutes: DAY_MINUTES,
    per: 'address',
  },
];

const FRAMES: LocalText = {
  en: `Send ${SELFIE_MIN_FRAMES} to ${SELFIE_MAX_FRAMES} frames of the selfie challenge, each a JPEG file named frame.`,
  hi: `सेल्फ़ी चुनौती के ${SELFIE_MIN_FRAMES} से ${SELFIE_MAX_FRAMES} फ़्रेम भेजें, हर एक frame नाम की JPEG फ़ाइल।`,
};
const NOT_JPEG: LocalText = {
  en: 'A frame is not a JPEG picture. Take the selfie again on this page.',
  hi: 'एक फ़्रेम JPEG तस्वीर नहीं है। इसी पेज पर सेल्फ़ी फिर से लें।',
};
const TOO_LARGE: LocalText = {
  en: `A frame is larger than ${MAX_SELFIE_FRAME_BYTES / 1024} KB: take the selfie again on this page.`,
  hi: `एक फ़्रेम ${MAX_SELFIE_FRAME_BYTES / 1024} KB से बड़ा है: इसी पेज पर सेल्फ़ी फिर से लें।`,
};
const QR_TOO_LONG: LocalText = {
  en: 'This is not an Aadhaar Secure QR code: it is too long',
  hi: 'यह आधार का सुरक्षित QR कोड नहीं है: यह बहुत लंबा है',
};
const BROKEN_FORM: LocalText = {
  en: 'The selfie arrived broken or cut off. Take it again.',
  hi: 'सेल्फ़ी टूटी हुई या अधूरी पहुँची। इसे फिर से लें।',
};

const isJpeg = (bytes: Buffer) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const refuse = (text: LocalText, field: string) => validationError(say(text), [{ path: [field], message: say(text) }]);

/** The frames and the optional Secure QR text of the page's form, each checked; nothing of them is logged. */
async function readSelfieForm(request: FastifyRequest): Promise<LiveSelfie> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'UnsupportedMediaTypeError', say(FRAMES), [{ path: ['frame'], message: say(FRAMES) }]);
  }
  const frames: Buffer[] = [];
  let qrText: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'frame') continue;
        if (!isJpeg(bytes)) throw refuse(NOT_JPEG, 'frame');
        frames.push(bytes);
      } else if (part.fieldname === 'qrText' && typeof part.value === 'string' && part.value.trim()) {
        qrText = part.value.trim();
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'PayloadTooLargeError', say(TOO_LARGE));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw refuse(FRAMES, 'frame');
    }
    // The form itself is broken (cut off, no boundary): the parser's words are not for members.
    throw refuse(BROKEN_FORM, 'frame');
  }
  if (frames.length < SELFIE_MIN_FRAMES || frames.length > SELFIE_MAX_FRAMES) throw refuse(FRAMES, 'frame');
  if (qrText !== null && qrText.length > MAX_SECURE_QR_TEXT_LENGTH) throw refuse(QR_TOO_LONG, 'qrText');
  return { frames, qrText };
}

/**
 * POST /api/users/me/verification/selfie: the live selfie's frames checked again on the server against the member's
 * photos (and the ID's photo when the page sends the verified Secure QR again). The models run on @matri/face-check's
 * worker pool, off the request thread.
 */
export const selfieVerificationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  store: PhotoStore;
  faces: SelfieChecker;
  certificates: UidaiCertificates | null;
}> = async (app, { db, store, faces, certificates }) => {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_SELFIE_FRAME_BYTES,
      files: SELFIE_MAX_FRAMES,
      fields: 1,
      parts: SELFIE_MAX_FRAMES + 1,
      fieldSize: MAX_SECURE_QR_TEXT_LENGTH + 1,
    },
  });

  registerEndpoint(
    app,
    endpoints.verification.selfie,
    async (request) => {
      const member = requireMember(request);
      const selfie = await readSelfieForm(request);
      try {
        return await checkLiveSelfie(db, store, faces, certificates, member.id, selfie);
      } catch (error) {
        // A check our side could not run (the pool full, a model failing) decided nothing: the member keeps the try.
        if (error instanceof TooMany || error instanceof ProviderUnavailable) await app.forgetAttempts(request);
        throw error;
      }
    },
    { limits: selfieLimits },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UidaiCertificates } from '@matri/aadhaar';
import {
  ID_CHECKS_PER_ADDRESS_PER_DAY,
  ID_CHECKS_PER_MEMBER_PER_DAY,
  MAX_OFFLINE_EKYC_BYTES,
  MAX_SECURE_QR_IMAGE_BYTES,
  endpoints,
  idConsentField,
  say,
  type LocalText,
} from '@matri/contracts';
import type { Database } from '../../../db/database';
import { ApiError, validationError } from '../../../http/api-error';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { AttemptLimit } from '../../../plugins/app/attempt-limits';
import { requireMember } from '../../../plugins/app/authentication';
import {
  ID_CHECKS_PER_ADDRESS,
  ID_CHECKS_PER_MEMBER,
  verificationStatus,
  verifyIdDocument,
} from '../../../modules/verification';

const DAY_MINUTES = 24 * 60;
/** Every check counts, a failed one too: a member has five a day, an address (several accounts behind it) twenty. */
const checkLimits: AttemptLimit[] = [
  { name: ID_CHECKS_PER_MEMBER, max: ID_CHECKS_PER_MEMBER_PER_DAY, windowMinutes: DAY_MINUTES, per: 'member' },
  { name: ID_CHECKS_PER_ADDRESS, max: ID_CHECKS_PER_ADDRESS_PER_DAY, windowMinutes: DAY_MINUTES, per: 'address' },
];

const UNAVAILABLE: LocalText = {
  en: 'ID verification is not available here yet: nothing was checked. Try again later.',
  hi: 'पहचान की जाँच अभी यहाँ उपलब्ध नहीं है: कुछ भी जाँचा नहीं गया। बाद में फिर कोशिश करें।',
};
const BROKEN_FORM: LocalText = {
  en: 'The upload arrived broken or cut off. Choose the file again.',
  hi: 'अपलोड टूटा हुआ या अधूरा पहुँचा। फ़ाइल फिर से चुनें।',
};
const SHARE_CODE: LocalText = {
  en: 'Type the 4-digit share code you chose when you downloaded the file',
  hi: 'फ़ाइल डाउनलोड करते समय आपने जो 4 अंकों का शेयर कोड चुना था, वह लिखें',
};

/** A form of one file and a few short fields, as the verification page sends it. */
interface UploadForm {
  file: Buffer | null;
  fields: Record<string, string>;
}

async function readUploadForm(request: FastifyRequest, fileField: string, maxBytes: number): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      'UnsupportedMediaTypeError',
      say({
        en: `Send the file as multipart/form-data, in a file field named ${fileField}.`,
        hi: `फ़ाइल multipart/form-data में ${fileField} नाम की फ़ाइल फ़ील्ड के साथ भेजें।`,
      }),
    );
  }
  const form: UploadForm = { file: null, fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) form.file = bytes;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const message = say({
        en: `This file is larger than ${maxBytes / 1024 / 1024} MB: it is not the file we ask for.`,
        hi: `यह फ़ाइल ${maxBytes / 1024 / 1024} MB से बड़ी है: यह वह फ़ाइल नहीं है जो हम माँगते हैं।`,
      });
      throw new ApiError(413, 'PayloadTooLargeError', message, [{ path: [fileField], message }]);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw error;
    // The form itself is broken (cut off, no boundary): the parser's words are not for members.
    throw validationError(say(BROKEN_FORM), [{ path: [fileField], message: say(BROKEN_FORM) }]);
  }
  return form;
}

/** The form's file and its consent, refused in the member's words when missing. */
function requireFileAndConsent(form: UploadForm, fileField: string, missing: LocalText): Buffer {
  const problems = [];
  if (!form.file?.length) problems.push({ path: [fileField], message: say(missing) });
  const consent = idConsentField.safeParse(form.fields['consent'] === 'true' ? true : form.fields['consent']);
  if (!consent.success) problems.push({ path: ['consent'], message: consent.error.issues[0].message });
  if (problems.length > 0) throw validationError(problems[0].message, problems);
  return form.file as Buffer;
}

/**
 * /api/users/me/verification: the member's verification status, and their government ID checked offline from a
 * Secure QR's text (read in the browser), a photo of it (read again here, off the request thread) or the Offline e-KYC
 * file with its share code. Nothing of the document is logged or kept: the routes log no bodies, and the module
 * keeps only the outcome.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  certificates: UidaiCertificates | null;
}> = async (app, { db, certificates }) => {
  await app.register(multipart, { limits: { fileSize: MAX_SECURE_QR_IMAGE_BYTES, files: 1, fields: 3, parts: 4 } });

  const configured = (): UidaiCertificates => {
    if (!certificates) throw new ApiError(503, 'ServiceUnavailableError', say(UNAVAILABLE));
    return certificates;
  };

  registerEndpoint(app, endpoints.verification.status, async (request) =>
    verificationStatus(db, requireMember(request).id, certificates !== null),
  );

  registerEndpoint(
    app,
    endpoints.verification.secureQr,
    async (request) =>
      verifyIdDocument(
        db,
        requireMember(request).id,
        { kind: 'secure-qr-text', text: request.body.qrText },
        configured(),
      ),
    { limits: checkLimits },
  );

  registerEndpoint(
    app,
    endpoints.verification.secureQrImage,
    async (request) => {
      const member = requireMember(request);
      const uidai = configured();
      const form = await readUploadForm(request, 'qrImage', MAX_SECURE_QR_IMAGE_BYTES);
      const image = requireFileAndConsent(form, 'qrImage', {
        en: 'Choose a photo of the QR code on your Aadhaar.',
        hi: 'अपने आधार पर छपे QR कोड की फ़ोटो चुनें।',
      });
      return verifyIdDocument(db, member.id, { kind: 'secure-qr-image', image }, uidai);
    },
    { limits: checkLimits },
  );

  registerEndpoint(
    app,
    endpoints.verification.offlineEkyc,
    async (request) => {
      const member = requireMember(request);
      const uidai = configured();
      const form = await readUploadForm(request, 'ekycZip', MAX_OFFLINE_EKYC_BYTES);
      const zip = requireFileAndConsent(form, 'ekycZip', {
        en: 'Choose the Offline e-KYC .zip file you downloaded from UIDAI.',
        hi: 'UIDAI से डाउनलोड की गई ऑफ़लाइन ई-केवाईसी .zip फ़ाइल चुनें।',
      });
      const shareCode = (form.fields['shareCode'] ?? '').trim();
      if (!/^\d{4}$/.test(shareCode)) {
        throw validationError(say(SHARE_CODE), [{ path: ['shareCode'], message: say(SHARE_CODE) }]);
      }
      return verifyIdDocument(db, member.id, { kind: 'offline-ekyc', zip, shareCode }, uidai);
    },
    { limits: checkLimits },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, MAX_PHOTO_BYTES, say, type LocalText } from '@matri/contracts';
import type { Database } from '../../../db/database';
import { ApiError, validationError } from '../../../http/api-error';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { AttemptLimit } from '../../../plugins/app/attempt-limits';
import { requireMember } from '../../../plugins/app/authentication';
import {
  acceptMemberPhoto,
  deleteMemberPhoto,
  listMemberPhotos,
  ownPhotoJson,
  ownPhotoJsonOf,
  setPrimaryPhoto,
  setPhotoOrder,
  cropMemberPhoto,
  spoolUpload,
} from '../../../modules/photos';
import type { PhotoStore, SpooledUpload } from '../../../modules/photos';

const NO_FILE: LocalText = {
  en: 'Choose a photo to upload.',
  hi: 'अपलोड करने के लिए फ़ोटो चुनें।',
};
const BROKEN_FORM: LocalText = {
  en: 'The upload arrived broken or cut off. Choose the photo again.',
  hi: 'अपलोड टूटा हुआ या अधूरा पहुँचा। फ़ोटो फिर से चुनें।',
};
const TOO_LARGE = `This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Choose a smaller one.`;
const tooLarge = () => new ApiError(413, 'PayloadTooLargeError', TOO_LARGE, [{ path: ['photo'], message: TOO_LARGE }]);

/** Uploads cost CPU (decoding, re-encoding): a member gets a generous but bounded number per hour. */
const uploadLimits: AttemptLimit[] = [{ name: 'photo uploads per member', max: 30, windowMinutes: 60, per: 'member' }];

/** The member's own photos: list, upload (multipart, one file), delete and choose the primary one. */
export const ownPhotoRoutes: FastifyPluginAsyncZod<{ db: Database; store: PhotoStore }> = async (
  app,
  { db, store },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, parts: 6 } });

  const asOwnPhotos = (request: FastifyRequest) => ownPhotoJson(db, requireMember(request));
  /**
   * The photo as it stands once its screening is asked for: "checking" until the run (tests' queue: done), a new
   * upload's file the upload as sent, served to no one, until then. Read again with who may see it in one query; a
   * photo deleted meanwhile is answered as it was made.
   */
  const screeningRequested = async (request: FastifyRequest, photo: Awaited<ReturnType<typeof acceptMemberPhoto>>) => {
    await app.requestPhotoScreening(photo.id);
    const member = requireMember(request);
    return (await ownPhotoJsonOf(db, member, photo.id)) ?? (await asOwnPhotos(request))(photo);
  };

  registerEndpoint(app, endpoints.photos.list, async (request) =>
    (await listMemberPhotos(db, requireMember(request).id)).map(await asOwnPhotos(request)),
  );

  registerEndpoint(
    app,
    endpoints.photos.upload,
    async (request) => {
      const member = requireMember(request);
      if (!request.isMultipart()) {
        throw new ApiError(
          415,
          'UnsupportedMediaTypeError',
          say({
            en: 'Send the photo as multipart/form-data with one file field named photo.',
            hi: 'फ़ोटो multipart/form-data में photo नाम की एक फ़ाइल फ़ील्ड के साथ भेजें।',
          }),
        );
      }
      let upload: SpooledUpload;
      try {
        const file = await request.file();
        if (!file) throw validationError(say(NO_FILE), [{ path: ['photo'], message: say(NO_FILE) }]);
        // Written to a file as it arrives, never held whole in this process's memory (spool-upload.ts says why).
        upload = await spoolUpload(file.file);
        // Cut at MAX_PHOTO_BYTES by the parser, which reads the rest of the body past it.
        if (file.file.truncated) {
          await upload.remove();
          throw tooLarge();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (
          error instanceof ApiError ||
          code === 'FST_FILES_LIMIT' ||
          code === 'FST_PARTS_LIMIT' ||
          code === 'FST_FIELDS_LIMIT'
        )
          throw error;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        // The form itself is broken (cut off, no boundary): the parser's words are not for members.
        throw validationError(say(BROKEN_FORM), [{ path: ['photo'], message: say(BROKEN_FORM) }]);
      }
      try {
        if (upload.bytes === 0) throw validationError(say(NO_FILE), [{ path: ['photo'], message: say(NO_FILE) }]);
        // Answered before its pixels are decoded: the screening job re-encodes it first, below the requests.
        const photo = await acceptMemberPhoto(db, store, member.id, upload.file);
        return await screeningRequested(request, photo);
      } finally {
        await upload.remove();
      }
    },
    { limits: uploadLimits },
  );

  registerEndpoint(app, endpoints.photos.setPrimary, async (request) =>
    (await asOwnPhotos(request))(await setPrimaryPhoto(db, requireMember(request).id, request.params.photoId)),
  );

  registerEndpoint(app, endpoints.photos.setOrder, async (request) =>
    (await setPhotoOrder(db, requireMember(request).id, request.body.photoIds)).map(await asOwnPhotos(request)),
  );

  registerEndpoint(
    app,
    endpoints.photos.crop,
    async (request) =>
      screeningRequested(
        request,
        await cropMemberPhoto(db, store, requireMember(request).id, request.params.photoId, request.body),
      ),
    { limits: uploadLimits },
  );

  registerEndpoint(app, endpoints.photos.remove, async (request) => {
    await deleteMemberPhoto(db, store, requireMember(request).id, request.params.photoId);
  });
};

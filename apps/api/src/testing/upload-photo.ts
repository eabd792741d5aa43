import { multipartFile } from './multipart';
import type { TestApp } from './test-app';

/** POST /api/users/me/photos with one file, as the browser's FormData sends it. */
export function uploadPhoto(
  t: TestApp,
  auth: Record<string, string>,
  data: Buffer,
  fileName = 'photo.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipartFile('photo', fileName, contentType, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/me/photos',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}

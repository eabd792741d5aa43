import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { withAddressesOnly } from './endpoint-addresses-plugin';

const descriptions = `import { z } from 'zod';
import { PhotoSchema } from '../schemas/photos';
import { idParamsSchema } from '../schemas/fields';
import { defineEndpoint } from './define-endpoint';
const PhotoIdParamsSchema = idParamsSchema('photoId', { en: 'photo', hi: 'फ़ोटो' });
const NameSchema = z.object({ fileName: z.string().max(64) }).strict();
const IMAGE_TYPES = ['image/avif', 'image/webp'];
const admins = { access: 'admin', adminOnly: 'Only admins can.' };
export const photoEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/api/users/me/photos', summary: 'Your photos', tags: ['photos'], response: z.array(PhotoSchema) }),
  file: defineEndpoint({ method: 'GET', path: '/api/photos/:fileName', params: NameSchema, produces: IMAGE_TYPES, response: z.void() }),
  remove: defineEndpoint({ ...admins, method: 'DELETE', path: '/api/photos/:photoId', params: PhotoIdParamsSchema, status: 204, response: z.void() }),
};
`;

describe('withAddressesOnly', () => {
  const result = withAddressesOnly(descriptions).replace(/\s+/g, ' ');

  it('keeps each description’s address and how it is sent, and nothing else of it', () => {
    expect(result).toContain(`list: defineEndpoint({ method: 'GET', path: '/api/users/me/photos', })`);
    expect(result).toContain(
      `file: defineEndpoint({ method: 'GET', path: '/api/photos/:fileName', produces: IMAGE_TYPES, })`,
    );
    expect(result).toContain(
      `remove: defineEndpoint({ ...admins, method: 'DELETE', path: '/api/photos/:photoId', status: 204, })`,
    );
  });

  it('takes out the schemas made for the descriptions alone, so nothing calls zod any more', () => {
    expect(result).not.toMatch(/Schema =|z\.|summary|tags/);
    expect(result).toContain(`const IMAGE_TYPES = ['image/avif', 'image/webp'];`);
  });

  it('reads the description files of libs/contracts as written', async () => {
    const file = path.resolve(__dirname, '../../libs/contracts/src/endpoints/photo-endpoints.ts');
    const addresses = withAddressesOnly(await readFile(file, 'utf8'));
    expect(addresses).toContain(`path: '/api/users/me/photos'`);
    expect(addresses).not.toMatch(/\bz\.|response:/);
    // A description whose last fields go must not leave their commas behind.
    expect(ts.transpileModule(addresses, { reportDiagnostics: true }).diagnostics).toEqual([]);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalS3Server } from '../../testing/local-s3-server';
import { createLocalPhotoStore } from './local-photo-store';
import type { PhotoStore } from './photo-store';
import { createS3PhotoStore } from './s3-photo-store';

const streamed = async (body: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
};

describe.each([
  [
    'the local folder',
    true,
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'photo-store-'));
      return { store: createLocalPhotoStore(dir), stop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'an S3 bucket on a local S3 server',
    false,
    async () => {
      const server = await startLocalS3Server();
      return { store: createS3PhotoStore(server.options), stop: server.stop };
    },
  ],
] as const)('photos in %s', (_, keepsFilesHere, open) => {
  let store: PhotoStore;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, stop } = await open());
  });
  afterAll(() => stop());

  const photo = Buffer.from('RIFF....WEBPVP8 a stored photo');
  const small = { width: 320, quality: 75, format: 'avif' } as const;

  it('keeps a photo under a new random name, reads and serves it, and copies it under another name', async () => {
    const name = await store.save(photo);
    expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await store.read(name)).toEqual(photo);
    const opened = await store.open(name);
    expect(opened?.size).toBe(photo.length);
    expect(await streamed(opened?.body as AsyncIterable<Buffer>)).toEqual(photo);
    const copy = await store.copy(name);
    expect(copy).not.toBe(name);
    expect(await store.read(copy as string)).toEqual(photo);
  });

  it("keeps a spooled upload's file as it is under a new random name, leaving the file itself", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'spooled-')), 'upload');
    writeFileSync(file, photo);
    const name = await store.saveFile(file);
    expect(name).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await store.read(name)).toEqual(photo);
    expect(readFileSync(file)).toEqual(photo);
    rmSync(path.dirname(file), { recursive: true });
  });

  it(`says where a photo lies on this machine ${keepsFilesHere ? 'as a file' : 'nowhere'}`, async () => {
    const name = await store.save(photo);
    const file = store.localFile(name);
    if (keepsFilesHere) expect(readFileSync(file as string)).toEqual(photo);
    else expect(file).toBeNull();
  });

  it('keeps resized copies with their photo and removes them with it', async () => {
    const name = await store.save(photo);
    expect(await store.readVariant(name, small)).toBeNull();
    await store.saveVariant(name, small, Buffer.from('small'));
    await store.saveVariant(name, { ...small, format: 'jpeg' }, Buffer.from('small jpeg'));
    expect((await store.readVariant(name, small))?.toString()).toBe('small');
    await store.remove(name);
    expect(await store.read(name)).toBeNull();
    expect(await store.open(name)).toBeNull();
    expect(await store.readVariant(name, small)).toBeNull();
    expect(await store.readVariant(name, { ...small, format: 'jpeg' })).toBeNull();
  });

  it('answers null for a name it does not hold, removes it quietly, and refuses a name that is not a stored one', async () => {
    const absent = `${'0'.repeat(32)}.webp`;
    expect(await store.read(absent)).toBeNull();
    await expect(store.remove(absent)).resolves.toBeUndefined();
    await expect(store.read('../../etc/passwd')).rejects.toThrow('Not a stored photo name');
  });

  it('answers null for the copy of a photo it does not hold (lost, or never written), instead of failing', async () => {
    expect(await store.copy(`${'1'.repeat(32)}.webp`)).toBeNull();
  });
});

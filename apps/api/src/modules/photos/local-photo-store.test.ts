import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalPhotoStore, type LocalPhotoStore } from './local-photo-store';

let dir: string;
let store: LocalPhotoStore;
let file: string;
const upload = Buffer.from('RIFF....WEBPVP8 an upload as sent');

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'local-photo-store-'));
  store = createLocalPhotoStore(path.join(dir, 'uploads'));
  file = path.join(dir, 'spooled-upload');
  writeFileSync(file, upload);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe("a spooled upload's file kept in the folder", () => {
  it('is the same file under a second name on one file system: no byte copied', async () => {
    const name = await store.saveFile(file);
    expect(statSync(store.pathOf(name)).ino).toBe(statSync(file).ino);
    rmSync(file);
    expect(readFileSync(store.pathOf(name))).toEqual(upload);
  });

  it.each(['EXDEV', 'EPERM'])('is copied where a link cannot be made (%s), the upload left as it was', async (code) => {
    jest.spyOn(fs, 'link').mockRejectedValue(Object.assign(new Error(code), { code }));
    const name = await store.saveFile(file);
    expect(statSync(store.pathOf(name)).ino).not.toBe(statSync(file).ino);
    expect(readFileSync(store.pathOf(name))).toEqual(upload);
    expect(readFileSync(file)).toEqual(upload);
  });

  it('fails as the file system says for any other reason, keeping nothing', async () => {
    await expect(store.saveFile(path.join(dir, 'no-such-upload'))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await fs.readdir(store.dir)).toEqual([]);
  });
});

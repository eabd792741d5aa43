import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { samplePhoto } from '../../testing/sample-photos';
import { createLocalPhotoStore } from './local-photo-store';
import { savePhotoFiles, savePreparedFiles } from './save-photo-files';

describe('savePhotoFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'photo-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the photo and its blurred rendition under two different names', async () => {
    const store = createLocalPhotoStore(dir);
    const saved = await savePhotoFiles(store, await samplePhoto('webp'));
    expect(saved.fileName).not.toBe(saved.blurFileName);
    expect(readdirSync(store.dir).sort()).toEqual([saved.fileName, saved.blurFileName].sort());
  });

  it('leaves no file behind when the second write fails', async () => {
    const real = createLocalPhotoStore(path.join(dir, 'failing'));
    let writes = 0;
    const store = {
      ...real,
      save: async (data: Buffer) => {
        writes += 1;
        if (writes === 2) throw new Error('disk full');
        return real.save(data);
      },
    };
    await expect(savePhotoFiles(store, await samplePhoto('webp'))).rejects.toThrow('disk full');
    expect(readdirSync(real.dir).filter((name) => name.endsWith('.webp'))).toEqual([]);
  });
});

describe('savePreparedFiles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'prepared-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = { photo: path.join(dir, 'prepared'), blurred: path.join(dir, 'prepared-blurred') };
  beforeAll(() => {
    writeFileSync(files.photo, 'the photo');
    writeFileSync(files.blurred, 'its rendition');
  });

  it('stores the two files under new names, leaving the files themselves', async () => {
    const store = createLocalPhotoStore(path.join(dir, 'store'));
    const saved = await savePreparedFiles(store, files);
    expect(readFileSync(store.pathOf(saved.fileName), 'utf8')).toBe('the photo');
    expect(readFileSync(store.pathOf(saved.blurFileName), 'utf8')).toBe('its rendition');
    expect(readFileSync(files.photo, 'utf8')).toBe('the photo');
  });

  it('stores neither when the second fails', async () => {
    const real = createLocalPhotoStore(path.join(dir, 'failing'));
    const store = {
      ...real,
      saveFile: async (file: string) => {
        if (file === files.blurred) throw new Error('disk full');
        return real.saveFile(file);
      },
    };
    await expect(savePreparedFiles(store, files)).rejects.toThrow('disk full');
    expect(readdirSync(real.dir).filter((name) => name.endsWith('.webp'))).toEqual([]);
  });
});

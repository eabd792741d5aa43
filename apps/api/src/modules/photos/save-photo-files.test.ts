import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { samplePhoto } from '../../testing/sample-photos';
import { createLocalPhotoStore } from './local-photo-store';
import { savePhotoFiles } from './save-photo-files';

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

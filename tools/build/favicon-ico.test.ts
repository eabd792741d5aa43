import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { brandIds } from '@matri/contracts';
import { FAVICON_SIZES, faviconIco } from './favicon-ico';

const iconOf = (brand: string) =>
  readFileSync(path.resolve(__dirname, '../../libs/ui/public/brands', brand, 'icon.svg'));

describe('faviconIco', () => {
  it.each(brandIds)('makes %s an ICO file whose entries are its icon at 16, 32 and 48 px', async (brand) => {
    const ico = await faviconIco(iconOf(brand));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, FAVICON_SIZES.length]);
    const images = FAVICON_SIZES.map((_, i) => {
      const entry = 6 + 16 * i;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      return { declared: ico.readUInt8(entry), png };
    });
    for (const [i, { declared, png }] of images.entries()) {
      const meta = await sharp(png).metadata();
      expect({ declared, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        declared: FAVICON_SIZES[i],
        format: 'png',
        width: FAVICON_SIZES[i],
        height: FAVICON_SIZES[i],
      });
    }
  });

  it('draws each brand in its own colours', async () => {
    const [first, second] = await Promise.all(brandIds.map(async (brand) => faviconIco(iconOf(brand))));
    expect(first.equals(second)).toBe(false);
  });
});

import sharp from 'sharp';

/** The sizes browsers and bookmarks pick from. */
export const FAVICON_SIZES = [16, 32, 48] as const;

/**
 * A brand's /favicon.ico from its SVG icon: an ICO file holding a PNG per size (every browser since IE 11 reads PNG
 * inside ICO). Browsers, feed readers and bookmark sync ask for /favicon.ico whatever the page links, and a 404 for it
 * was logged on every page.
 */
export async function faviconIco(svg: Buffer): Promise<Buffer> {
  const pngs = await Promise.all(
    FAVICON_SIZES.map((size) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer()),
  );
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length + 16 * pngs.length;
  const entries = pngs.map((png, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(FAVICON_SIZES[i], 0);
    entry.writeUInt8(FAVICON_SIZES[i], 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { brands } from '@matri/contracts';
import { appIconPng, webAppManifest } from './web-app-manifest-plugin';

const root = path.resolve(__dirname, '../..');

describe('the member area as an installable app', () => {
  it.each(Object.values(brands))("names $name with its colour, opening the member area's first page", (brand) => {
    const manifest = webAppManifest({ brand, assetBase: '/member-app/', startUrl: '/dashboard' });
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.shortName,
      theme_color: brand.themeColour,
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => [icon.src, icon.sizes, icon.purpose])).toEqual([
      ['/member-app/icons/icon-192.png', '192x192', 'any'],
      ['/member-app/icons/icon-512.png', '512x512', 'any'],
      ['/member-app/icons/maskable-512.png', '512x512', 'maskable'],
    ]);
  });

  it("draws each icon from the brand's logo at its size, a maskable one on an opaque ground", async () => {
    const svg = await readFile(path.join(root, 'libs/ui/public/brands/humsafar/icon.svg'));
    const icon = await sharp(await appIconPng(svg, 192, 'any')).metadata();
    expect([icon.format, icon.width, icon.height]).toEqual(['png', 192, 192]);
    const maskable = sharp(await appIconPng(svg, 512, 'maskable'));
    expect((await maskable.metadata()).width).toBe(512);
    // The launcher cuts the corners away: they must be the ground, not transparent.
    const { data } = await maskable.clone().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    expect([...data]).toEqual([255, 255, 255, 255]);
  });
});

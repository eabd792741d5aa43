import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The icon sizes an install asks for: Android's home screen (192) and its splash screen (512). */
export const APP_ICON_SIZES = [192, 512] as const;
/** A maskable icon is cut to a circle or squircle by the launcher: the logo keeps to its middle 80 %. */
const MASKABLE_SAFE_ZONE = 0.8;

export interface WebAppManifestOptions {
  /** The brand's names and browser chrome colour (libs/contracts' Brand). */
  brand: { name: string; shortName: string; themeColour: string };
  /** The brand's SVG logo (libs/ui/public/brands/<brand>/icon.svg). */
  iconSvgFile: string;
  /** Where the members app's files are served (appAssetBase.members). */
  assetBase: string;
  /** Where an installed app opens: the member area's first page. */
  startUrl: string;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  lang: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

const iconFile = (size: number, purpose: 'any' | 'maskable') =>
  `icons/${purpose === 'maskable' ? 'maskable-' : 'icon-'}${size}.png`;

/** The brand's web app manifest: its names and colour, opening the member area, standalone. */
export function webAppManifest({
  brand,
  assetBase,
  startUrl,
}: Omit<WebAppManifestOptions, 'iconSvgFile'>): WebAppManifest {
  return {
    id: startUrl,
    name: brand.name,
    short_name: brand.shortName,
    start_url: startUrl,
    // The member area's pages sit at the origin's root (/dashboard, /matches …), beside the site's.
    scope: '/',
    display: 'standalone',
    lang: 'en-IN',
    background_color: '#ffffff',
    theme_color: brand.themeColour,
    icons: [
      ...APP_ICON_SIZES.map((size) => ({
        src: `${assetBase}${iconFile(size, 'any')}`,
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose: 'any' as const,
      })),
      { src: `${assetBase}${iconFile(512, 'maskable')}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The logo as a PNG of `size` pixels; maskable: on white, shrunk into the launcher's safe zone. */
export async function appIconPng(svg: Buffer, size: number, purpose: 'any' | 'maskable'): Promise<Buffer> {
  if (purpose === 'any') return sharp(svg, { density: 1200 }).resize(size, size).png().toBuffer();
  const inner = Math.round(size * MASKABLE_SAFE_ZONE);
  const margin = Math.floor((size - inner) / 2);
  const logo = await sharp(svg, { density: 1200 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: logo, left: margin, top: margin }])
    .png()
    .toBuffer();
}

/**
 * Makes the member area installable: the brand's manifest.webmanifest and its PNG icons (made from the brand's SVG
 * logo with sharp) among the built files, linked from index.html.
 */
export function webAppManifestPlugin(options: WebAppManifestOptions): Plugin {
  return {
    name: 'matri:web-app-manifest',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `${options.assetBase}manifest.webmanifest` }, injectTo: 'head' },
    ],
    async generateBundle() {
      const svg = await readFile(options.iconSvgFile);
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: `${JSON.stringify(webAppManifest(options), null, 2)}\n`,
      });
      const icons = [...APP_ICON_SIZES.map((size) => [size, 'any'] as const), [512, 'maskable'] as const];
      for (const [size, purpose] of icons) {
        this.emitFile({
          type: 'asset',
          fileName: iconFile(size, purpose),
          source: await appIconPng(svg, size, purpose),
        });
      }
    },
  };
}

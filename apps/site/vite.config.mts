import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { resolveBrand } from '../../libs/contracts/src/brand/brands';
import { LANGUAGE_STORAGE_KEY } from '../../libs/contracts/src/i18n/languages';
import { COLOR_MODE_STORAGE_KEY } from '../../libs/ui/src/theme/color-mode-key';
import { colorSchemeScriptPlugin } from '../../tools/vite/color-scheme-script-plugin';
import { linguiMacroPlugin } from '../../tools/vite/lingui-macro-plugin';
import { mantineBaseLayerPlugin } from '../../tools/vite/mantine-base-layer-plugin';
import { earlyTapScriptPlugin } from '../../tools/vite/early-tap-script-plugin';
import { languageScriptPlugin } from '../../tools/vite/language-script-plugin';
import { pureLibsPlugin } from '../../tools/vite/pure-libs-plugin';
import { reactRouterProductionAlias } from '../../tools/vite/react-router-production';

// BRAND picks the brand at build time (default: the first brand); API_BASE_URL defaults to the page's own origin.
const brand = resolveBrand(process.env.BRAND);

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/site',
  base: '/',
  publicDir: '../../libs/ui/public',
  resolve: { tsconfigPaths: true, alias: mode === 'production' ? [reactRouterProductionAlias()] : [] },
  define: {
    __BRAND__: JSON.stringify(brand),
    __API_BASE_URL__: JSON.stringify(process.env.API_BASE_URL ?? ''),
  },
  server: { port: 4200, host: 'localhost' },
  preview: { port: 4300, host: 'localhost' },
  plugins: [
    linguiMacroPlugin(),
    react(),
    lingui({ configPath: path.resolve(import.meta.dirname, '../../tools/i18n/lingui.config.ts') }),
    pureLibsPlugin(),
    mantineBaseLayerPlugin(),
    colorSchemeScriptPlugin(COLOR_MODE_STORAGE_KEY),
    languageScriptPlugin(LANGUAGE_STORAGE_KEY),
    earlyTapScriptPlugin(),
  ],
  build: {
    outDir: isSsrBuild ? `../../dist/prerender/site/${brand.id}` : `../../dist/apps/site/${brand.id}`,
    emptyOutDir: true,
    reportCompressedSize: false,
    // Every browser that runs our ES modules also follows modulepreload or simply loads modules on demand.
    modulePreload: { polyfill: false },
    manifest: !isSsrBuild,
    ssrManifest: false,
  },
  ssr: { noExternal: [/^@mantine\//] },
}));

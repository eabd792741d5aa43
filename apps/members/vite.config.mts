import path from 'node:path';
import { defineConfig, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { resolveBrand } from '../../libs/contracts/src/brand/brands';
import { parseRuntimeConfig } from '../../libs/api-client/src/config/runtime-config';
import { COLOR_MODE_STORAGE_KEY } from '../../libs/ui/src/theme/color-mode-key';
import { colorSchemeScriptPlugin } from '../../tools/vite/color-scheme-script-plugin';
import { compileHintsPlugin } from '../../tools/vite/compile-hints-plugin';
import { endpointAddressesPlugin } from '../../tools/vite/endpoint-addresses-plugin';
import { humanModelsPlugin } from '../../tools/vite/human-models-plugin';
import { linguiMacroPlugin } from '../../tools/vite/lingui-macro-plugin';
import { mantineBaseLayerPlugin } from '../../tools/vite/mantine-base-layer-plugin';
import { memberShellSkeletonPlugin } from '../../tools/vite/member-shell-skeleton-plugin';
import { memberRoutePreloadPlugin, type FirstRequests } from '../../tools/vite/member-route-preload-plugin';
import { pureLibsPlugin } from '../../tools/vite/pure-libs-plugin';
import { reactRouterProductionAlias } from '../../tools/vite/react-router-production';
import { memberChunkGroups } from '../../tools/vite/member-chunk-groups';
import { scrollAreaMergedRefPlugin } from '../../tools/vite/scroll-area-merged-ref-plugin';
import { modalScrollAreaCheckPlugin } from '../../tools/vite/modal-scroll-area-check-plugin';
import { appAssetBase, paths, selfieModelsPath } from '../../libs/contracts/src/routes/paths';
import {
  DEFAULT_LANGUAGE,
  languages,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
} from '../../libs/contracts/src/i18n/languages';
import { pageCatalogs, pageFiles } from './src/app/page-files';
import { webAppManifestPlugin } from '../../tools/vite/web-app-manifest-plugin';

const brand = resolveBrand(process.env.BRAND);
// Checked here, so the browser needs the config schema (and zod) only for a server's override.
const apiBaseUrl = parseRuntimeConfig({ apiBaseUrl: process.env.API_BASE_URL ?? '' }).apiBaseUrl;

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/members',
  // The members app shares the origin with the site, so its files live under their own prefix.
  base: appAssetBase.members,
  publicDir: '../../libs/ui/public',
  resolve: { tsconfigPaths: true, alias: mode === 'production' ? [reactRouterProductionAlias()] : [] },
  define: {
    __BRAND__: JSON.stringify(brand),
    __API_BASE_URL__: JSON.stringify(apiBaseUrl),
  },
  server: { port: 4201, host: 'localhost' },
  preview: { port: 4301, host: 'localhost' },
  plugins: [
    linguiMacroPlugin(),
    react(),
    lingui({ configPath: path.resolve(import.meta.dirname, '../../tools/i18n/lingui.config.ts') }),
    pureLibsPlugin(),
    endpointAddressesPlugin(),
    mantineBaseLayerPlugin(),
    scrollAreaMergedRefPlugin(),
    modalScrollAreaCheckPlugin(),
    colorSchemeScriptPlugin(COLOR_MODE_STORAGE_KEY),
    memberShellSkeletonPlugin(brand),
    memberRoutePreloadPlugin({
      pages: Object.fromEntries(Object.entries(pageFiles).map(([page, files]) => [paths[page].path, files])),
      words: Object.fromEntries(
        languages.map(({ value }) => [value, [`src/locales/first/${value}.po`, `src/locales/${value}.po`]]),
      ),
      pageWords: Object.fromEntries(
        Object.entries(pageCatalogs).map(([page, folder]) => [
          paths[page as keyof typeof pageCatalogs].path,
          Object.fromEntries(languages.map(({ value }) => [value, [`${folder}/${value}.po`]])),
        ]),
      ),
      defaultLanguage: DEFAULT_LANGUAGE,
      languageParam: LANGUAGE_PARAM,
      languageStorageKey: LANGUAGE_STORAGE_KEY,
      htmlLangs: Object.fromEntries(languages.map(({ value, htmlLang }) => [value, htmlLang])),
      apiBaseUrl,
      // Loaded as the app resolves it: it builds the addresses from libs/contracts' endpoint descriptions.
      loadFirstRequests: async () =>
        (
          await runnerImport<{ firstRequests: FirstRequests }>(
            path.resolve(import.meta.dirname, 'src/app/first-requests.ts'),
            { root: import.meta.dirname, configFile: false, resolve: { tsconfigPaths: true }, logLevel: 'error' },
          )
        ).module.firstRequests,
    }),
    humanModelsPlugin(selfieModelsPath),
    compileHintsPlugin(),
    webAppManifestPlugin({
      brand,
      iconSvgFile: path.resolve(import.meta.dirname, `../../libs/ui/public/brands/${brand.id}/icon.svg`),
      assetBase: appAssetBase.members,
      startUrl: paths.dashboard.path,
    }),
  ],
  // The CSV reader is started as a module worker, in development and in the build alike; it writes its problems in the
  // page's language, so it compiles the same macros and catalogs as the page.
  worker: {
    format: 'es',
    plugins: () => [
      linguiMacroPlugin(),
      lingui({ configPath: path.resolve(import.meta.dirname, '../../tools/i18n/lingui.config.ts') }),
    ],
  },
  build: {
    outDir: `../../dist/apps/members/${brand.id}`,
    emptyOutDir: true,
    reportCompressedSize: false,
    // Every browser that runs our ES modules also follows modulepreload or simply loads modules on demand.
    modulePreload: { polyfill: false },
    // Read by the first-load budget (tools/budget), then moved out of the deployable folder by the build script.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: memberChunkGroups } },
  },
}));

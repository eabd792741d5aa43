import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The site's modules in every page's first load (the entry chunk) that show words; their catalog is preloaded. */
const siteEntryFiles = [
  '<rootDir>/apps/site/src/app/layouts/public-header.tsx',
  '<rootDir>/apps/site/src/app/layouts/public-layout.tsx',
  '<rootDir>/apps/site/src/features/home/home-page.tsx',
  '<rootDir>/apps/site/src/features/home/components/hero.tsx',
  '<rootDir>/apps/site/src/features/home/components/quick-search-form.tsx',
  '<rootDir>/libs/ui/src/i18n',
];

/**
 * The member area's modules painted before a page's own code (the shell, its menus, the dashboard page's frame) that
 * show words; main.tsx loads their catalog first, and each page's code waits for the whole one.
 */
const membersFirstFiles = [
  '<rootDir>/apps/members/src/app',
  '<rootDir>/apps/members/src/i18n',
  '<rootDir>/apps/members/src/session',
  '<rootDir>/apps/members/src/components/load-failure-boundary.tsx',
  '<rootDir>/apps/members/src/components/member-page.tsx',
  '<rootDir>/apps/members/src/components/not-found.tsx',
  '<rootDir>/apps/members/src/components/page-loader.tsx',
  '<rootDir>/apps/members/src/features/dashboard/dashboard-page.tsx',
  '<rootDir>/libs/ui/src/i18n',
  '<rootDir>/libs/ui/src/components',
  '<rootDir>/libs/auth-gate/src',
];

/**
 * The dashboard's profile view, its forms and the admin desk (the page's frame is in the first paint's words): their
 * words are a catalog of their own (`dashboard`), loaded with the view, so /matches, /messages and /request do not
 * carry them on a first visit (2 KB brotli).
 */
const membersDashboardFiles = ['components', 'api'].map(
  (folder) => `<rootDir>/apps/members/src/features/dashboard/${folder}`,
);

/**
 * The member pages a member opens less often (their settings, plan, invoices, search, the ID check, the admin desks):
 * their words are a catalog of their own (`other-pages`), loaded only with such a page, so the pages a member opens
 * first (the dashboard, matches, messages, requests, a profile) do not carry them over a slow network.
 */
const membersOtherPageFiles = [
  'setting',
  'upgrade',
  'invoice',
  'search',
  'verification',
  'upload-data',
  'admin-id-checks',
  'admin-outbox',
  'admin-photos',
  'admin-plans',
  'admin-reports',
].map((feature) => `<rootDir>/apps/members/src/features/${feature}`);

/**
 * Message catalogs, English the source language. The site's are two, like its chunks: `entry` for the words of the
 * first load, `parts` for everything loaded later (each lazy part awaits it), so the home page carries only the words
 * it shows at once. The member area has `first`, the words of its first paint, one for its pages (libs/ui's other
 * messages and libs/auth-gate's included), which the first paint's words join when it loads (they were in both, 1.2 KB
 * brotli twice on every first visit), `dashboard` for the dashboard's view and `other-pages` for the pages above. `npx lingui extract --clean --config
 * tools/i18n/lingui.config.ts` brings the catalogs up to date; tools/i18n checks them.
 */
export default defineConfig({
  rootDir: path.resolve(__dirname, '../..'),
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/apps/site/src/locales/entry/{locale}',
      include: siteEntryFiles,
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/apps/site/src/locales/parts/{locale}',
      include: ['<rootDir>/apps/site/src', '<rootDir>/libs/ui/src'],
      exclude: ['**/*.test.*', '**/testing/**', ...siteEntryFiles, '<rootDir>/libs/ui/src/i18n/**'],
    },
    {
      path: '<rootDir>/apps/members/src/locales/first/{locale}',
      include: membersFirstFiles,
      exclude: ['**/*.test.*', '**/testing/**'],
    },
    {
      path: '<rootDir>/apps/members/src/locales/{locale}',
      include: ['<rootDir>/apps/members/src', '<rootDir>/libs/ui/src', '<rootDir>/libs/auth-gate/src'],
      exclude: [
        '**/*.test.*',
        '**/testing/**',
        ...[...membersOtherPageFiles, ...membersDashboardFiles].map((folder) => `${folder}/**`),
        ...membersFirstFiles.flatMap((file) => [file, `${file}/**`]),
      ],
    },
    {
      path: '<rootDir>/apps/members/src/locales/dashboard/{locale}',
      include: membersDashboardFiles,
      exclude: ['**/*.test.*', '**/testing/**'],
    },
    {
      path: '<rootDir>/apps/members/src/locales/other-pages/{locale}',
      include: membersOtherPageFiles,
      exclude: ['**/*.test.*', '**/testing/**'],
    },
  ],
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false, printLinguiId: true }),
});

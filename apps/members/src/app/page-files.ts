import type { PageName } from './page-modules';

/**
 * Each member page's module as the build knows it (page-modules.ts imports them): the build writes into index.html
 * which chunks the page opened first needs, so they load beside the entry (tools/vite/member-route-preload-plugin.ts).
 * The dashboard's profile view is asked for as its page's code runs, the matches' "Send interest" dialog is what
 * that page's cards and a profile's actions open first, and a conversation with its send box is what /messages' list
 * opens, its answer asked for by the head: so they come along.
 */
export const pageFiles: Readonly<Record<PageName, readonly string[]>> = {
  dashboard: [
    'src/features/dashboard/dashboard-page.tsx',
    'src/features/dashboard/components/own-profile-overview.tsx',
  ],
  matches: ['src/features/matches/matches-page.tsx', 'src/profiles/send-interest-dialog.tsx'],
  search: ['src/features/search/search-page.tsx'],
  setting: ['src/features/setting/setting-page.tsx'],
  upgrade: ['src/features/upgrade/upgrade-page.tsx'],
  invoice: ['src/features/invoice/invoice-page.tsx'],
  request: ['src/features/request/request-page.tsx'],
  messages: ['src/features/messages/messages-page.tsx', 'src/features/messages/conversation-view.tsx'],
  verification: ['src/features/verification/verification-page.tsx'],
  profileDetails: ['src/features/profile-details/profile-details-page.tsx', 'src/profiles/send-interest-dialog.tsx'],
};

/**
 * The pages whose code waits for a catalog of their own beside the whole one (tools/i18n/lingui.config.ts): its folder
 * under the app, a file per language. The build preloads the member's language's with the page.
 */
export const pageCatalogs: Readonly<Partial<Record<PageName, string>>> = { dashboard: 'src/locales/dashboard' };

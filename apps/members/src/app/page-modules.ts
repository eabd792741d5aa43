/**
 * Each member page's code, a chunk of its own: the router renders it lazily (app-routes.tsx) and the shell fetches a
 * likely next one ahead of the tap (prefetch-next-page.ts). Both ask through these functions, so a chunk loads once.
 */
export const pageModules = {
  dashboard: () => import('../features/dashboard/dashboard-page'),
  matches: () => import('../features/matches/matches-page'),
  search: () => import('../features/search/search-page'),
  setting: () => import('../features/setting/setting-page'),
  upgrade: () => import('../features/upgrade/upgrade-page'),
  invoice: () => import('../features/invoice/invoice-page'),
  request: () => import('../features/request/request-page'),
  messages: () => import('../features/messages/messages-page'),
  verification: () => import('../features/verification/verification-page'),
  profileDetails: () => import('../features/profile-details/profile-details-page'),
};

export type PageName = keyof typeof pageModules;

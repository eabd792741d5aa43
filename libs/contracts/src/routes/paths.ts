import { DEFAULT_LANGUAGE, localisedPath, type Language } from '../i18n/languages';

/** Which front end serves a route. Both are served from one origin, so a link across apps is a full page load. */
export type AppName = 'site' | 'members';

/** Where each front end's built files live on the shared origin; the members app keeps its own prefix. */
export const appAssetBase: Readonly<Record<AppName, string>> = { site: '/', members: '/member-app/' };

/** The selfie challenge's face models, among the members app's files (only the verification page fetches them). */
export const selfieModelsPath = `${appAssetBase.members}human-models/`;

/**
 * The member area's service worker, among its files; the server lets it control the whole origin (the member pages
 * sit at the root), and it answers only member pages and the member's own data (libs/contracts `offline`).
 */
export const membersServiceWorkerPath = `${appAssetBase.members}service-worker.js`;

export interface RouteDef {
  path: string;
  app: AppName;
  label: string;
  /** Public routes never pass through the access gate. */
  isPublic: boolean;
  /** Pages prerendered to HTML at build time. */
  isPrerendered: boolean;
}

function site(path: string, label: string, isPrerendered = true): RouteDef {
  return { path, app: 'site', label, isPublic: true, isPrerendered };
}

function member(path: string, label: string): RouteDef {
  return { path, app: 'members', label, isPublic: false, isPrerendered: false };
}

export const paths = {
  home: site('/', 'Home'),
  about: site('/about', 'About Us'),
  membership: site('/membership', 'Membership'),
  contact: site('/contact', 'Contact'),
  legal: site('/legal', 'Legal'),
  terms: site('/terms', 'Terms of Use'),
  privacy: site('/privacy', 'Privacy Policy'),
  login: site('/login', 'Log In'),
  register: site('/register', 'Sign Up'),
  resetPassword: site('/resetpassword', 'Reset Password'),
  notFound: site('/404', 'Page not found'),
  memberSingle: site('/member-single', 'Member', false),
  dashboard: member('/dashboard', 'Profile'),
  matches: member('/matches', 'Matches'),
  search: member('/search', 'Search'),
  setting: member('/setting', 'Setting'),
  upgrade: member('/upgrade', 'Upgrade'),
  invoice: member('/invoice', 'Invoice'),
  request: member('/request', 'Request'),
  messages: member('/messages', 'Messages'),
  verification: member('/verification', 'Verification'),
  profileDetails: member('/profiledetails', 'Profile details'),
  uploadData: member('/uploaddata', 'Upload data'),
  adminReports: member('/admin/reports', 'Reports queue'),
  adminPhotos: member('/admin/photos', 'Photo desk'),
  adminPlans: member('/admin/plans', 'Membership plans'),
  adminIdChecks: member('/admin/id-verifications', 'ID checks'),
  adminOutbox: member('/admin/outbox', 'Outbox (demo)'),
} as const satisfies Record<string, RouteDef>;

export type PathKey = keyof typeof paths;

export const routeList: readonly RouteDef[] = Object.values(paths);

/** Paths a visitor may open without a jwt (the access gate's public list). */
export const publicPathList: readonly string[] = routeList.filter((r) => r.isPublic).map((r) => r.path);

/** The dashboard side menu, in docs/spec.md's order. */
export const sideMenu: readonly RouteDef[] = [
  { ...paths.home, label: 'Home' },
  paths.dashboard,
  paths.matches,
  paths.search,
  paths.setting,
  paths.upgrade,
  paths.request,
  paths.messages,
];

/** Entries the side menu adds for admins. */
export const adminMenu: readonly RouteDef[] = [
  paths.uploadData,
  paths.adminReports,
  paths.adminPhotos,
  paths.adminIdChecks,
  paths.adminPlans,
  paths.adminOutbox,
];

/** The public header's navigation links. */
export const headerLinks: readonly RouteDef[] = [paths.home, paths.about, paths.membership, paths.contact];

/** The public pages search engines are offered (in every language): not /legal and the 404 (noindex), not the
 * password reset (a page for one e-mail's link). */
export const sitemapRoutes: readonly RouteDef[] = [
  paths.home,
  paths.about,
  paths.membership,
  paths.contact,
  paths.terms,
  paths.privacy,
  paths.login,
  paths.register,
];

/** The public footer's Quick links column (the site calls Contact "Get in Touch" there). */
export const footerLinks: readonly RouteDef[] = [paths.about, paths.membership, paths.contact];

/**
 * The login page in the language being read ("/hi/login" for Hindi), with the page to come back to: every way to the
 * login page (the access gate, an ended session, signing out) keeps the reader's language.
 */
export function loginHref(next?: string, language: Language = DEFAULT_LANGUAGE): string {
  const login = localisedPath(paths.login.path, language);
  return next ? `${login}?next=${encodeURIComponent(next)}` : login;
}

/** The query of the log-in page a member is sent to after deleting their account: the page says how to restore it. */
export const ACCOUNT_DELETED_PARAM = 'accountDeleted';

export function accountDeletedLoginHref(): string {
  return `${paths.login.path}?${ACCOUNT_DELETED_PARAM}=1`;
}

export function invoiceHref(paymentId: number): string {
  return `${paths.invoice.path}?payment=${paymentId}`;
}

/** /messages with the conversation with this member open. */
export function conversationHref(profileId: string): string {
  return `${paths.messages.path}?with=${encodeURIComponent(profileId)}`;
}

export function profileDetailsHref(profileId: string): string {
  return `${paths.profileDetails.path}?id=${encodeURIComponent(profileId)}`;
}

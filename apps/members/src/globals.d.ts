/** Set at build time from BRAND (see vite.config.mts). */
declare const __BRAND_ID__: string;
/** Set at build time from API_BASE_URL; empty means the page's own origin. */
declare const __API_BASE_URL__: string;

import type { Brand } from '@matri/contracts';

declare global {
  /** The brand chosen at build time from BRAND (see vite.config.mts); only its values ship. */
  const __BRAND__: Brand;
  /** Set at build time from API_BASE_URL; empty means the page's own origin. */
  const __API_BASE_URL__: string;
}

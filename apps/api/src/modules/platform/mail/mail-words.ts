import { localisedPath, say, type Brand, type Language } from '@matri/contracts';

/** How every mail to a member opens, in the language it is written in. */
export function greeting(name?: string): string {
  return name ? say({ en: `Namaste ${name},`, hi: `नमस्ते ${name},` }) : say({ en: 'Namaste,', hi: 'नमस्ते,' });
}

/** How every mail ends: who wrote and where to write back. */
export function signature(brand: Brand): string {
  return `${brand.name} · ${brand.contactEmail}`;
}

/** A public page of the site as a mail links it: the reader's language's address (/hi/login for a Hindi reader). */
export function sitePageUrl(publicUrl: string, path: string, language: Language): string {
  return `${publicUrl}${localisedPath(path, language)}`;
}

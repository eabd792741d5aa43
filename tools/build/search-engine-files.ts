import { languages, localisedPath, routeList, sitemapRoutes, type Brand } from '@matri/contracts';

/** Crawlers may read every public page; member pages (behind a login anyway) and the API are not for them. */
export function robotsTxt(brand: Brand): string {
  const memberPaths = routeList.filter((route) => route.app === 'members').map((route) => route.path);
  return [
    'User-agent: *',
    ...['/api/', '/member-app/', ...memberPaths].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${brand.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The public pages in every language, each naming its other languages and English as the default (hreflang). */
export function sitemapXml(brand: Brand): string {
  const urlOf = (path: string, language: (typeof languages)[number]['value']) =>
    escapeXml(`${brand.siteUrl}${localisedPath(path, language)}`);
  const entries = sitemapRoutes.flatMap((route) =>
    languages.map((language) =>
      [
        '  <url>',
        `    <loc>${urlOf(route.path, language.value)}</loc>`,
        ...languages.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other.htmlLang}" href="${urlOf(route.path, other.value)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${urlOf(route.path, 'en')}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

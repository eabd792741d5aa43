import { DEFAULT_LANGUAGE, languageInfo, languages, localisedPath } from '@matri/contracts';
import { useBrand } from '../brand/brand-context';
import { useLanguage } from '../i18n/language-provider';

export interface PageHeadProps {
  /** The page's own title; the brand name is appended. */
  title: string;
  description?: string;
  /** Path of the page (without a language prefix), for canonical, alternate and Open Graph urls. */
  path: string;
  isNoIndex?: boolean;
}

/**
 * The page's head tags with per-brand values, in the page's language, linking the page's other languages (and
 * English as the default for everyone else). React 19 hoists these into <head>, on the server (prerender) and on
 * the client; `data-page-head` marks them so a prerendered copy can be replaced on hydration.
 */
export function PageHead({ title, description, path, isNoIndex = false }: PageHeadProps) {
  const brand = useBrand();
  const language = useLanguage();
  const fullTitle = path === '/' ? `${brand.name} | ${brand.tagline[language]}` : `${title} | ${brand.name}`;
  const text = description ?? brand.meta.description[language];
  const urlIn = (lang: typeof language) => `${brand.siteUrl}${localisedPath(path, lang)}`;
  const url = urlIn(language);
  const icon = `/brands/${brand.id}/icon.svg`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta data-page-head="" name="description" content={text} />
      <meta data-page-head="" name="keywords" content={brand.meta.keywords.join(', ')} />
      <meta data-page-head="" name="robots" content={isNoIndex ? 'noindex, nofollow' : 'index, follow'} />
      <meta data-page-head="" name="theme-color" content={brand.themeColour} />
      <meta data-page-head="" property="og:type" content="website" />
      <meta data-page-head="" property="og:site_name" content={brand.name} />
      <meta data-page-head="" property="og:title" content={fullTitle} />
      <meta data-page-head="" property="og:description" content={text} />
      <meta data-page-head="" property="og:url" content={url} />
      <meta data-page-head="" property="og:locale" content={languageInfo(language).ogLocale} />
      <meta data-page-head="" name="twitter:card" content="summary" />
      <meta data-page-head="" name="twitter:title" content={fullTitle} />
      <meta data-page-head="" name="twitter:description" content={text} />
      <link data-page-head="" rel="icon" href="/favicon.ico" sizes="32x32" />
      <link data-page-head="" rel="icon" type="image/svg+xml" href={icon} />
      <link data-page-head="" rel="apple-touch-icon" href={icon} />
      <link data-page-head="" rel="canonical" href={url} />
      {!isNoIndex &&
        languages.map((other) => (
          <link
            key={other.value}
            data-page-head=""
            rel="alternate"
            hrefLang={other.htmlLang}
            href={urlIn(other.value)}
          />
        ))}
      {!isNoIndex && <link data-page-head="" rel="alternate" hrefLang="x-default" href={urlIn(DEFAULT_LANGUAGE)} />}
    </>
  );
}

import { useLocation } from 'react-router-dom';
import { languageInfo, localisedPath, type Language } from '@matri/contracts';
import { useLanguage } from '@matri/ui';
import classes from './public-header.module.css';

/**
 * The same page in the other language, as a plain link: it works before the page hydrates. `?lang=` tells the page's
 * head script to remember the choice (see tools/vite/language-script-plugin.ts), so the site opens in it next time.
 */
export function LanguageLink() {
  const { pathname, search } = useLocation();
  const other: Language = useLanguage() === 'hi' ? 'en' : 'hi';
  const info = languageInfo(other);
  const query = new URLSearchParams(search);
  query.set('lang', other);
  return (
    <a
      href={`${localisedPath(pathname, other)}?${query.toString()}`}
      lang={info.htmlLang}
      hrefLang={info.htmlLang}
      className={classes.link}
    >
      {info.label}
    </a>
  );
}

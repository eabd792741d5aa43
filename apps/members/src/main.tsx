import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { decideAccess, getJwt } from '@matri/auth-gate';
import { DEFAULT_LANGUAGE } from '@matri/contracts';
import { App } from './app/app';
import { storedLanguage } from '@matri/ui';
import { takeLanguageFromAddress } from './i18n/address-language';
import { loadLanguage } from './i18n/member-language';

const language = takeLanguageFromAddress() ?? storedLanguage() ?? DEFAULT_LANGUAGE;
// A visitor without a session goes to the login page at once: waiting for the catalog and the first render only
// kept them on the loading page longer.
const access = decideAccess({
  pathname: window.location.pathname,
  search: window.location.search,
  hasJwt: getJwt() !== null,
  language,
});
if (access.kind === 'redirect') {
  window.location.replace(access.to);
} else {
  void loadLanguage(language).then(() => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <BrowserRouter>
          <App language={language} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

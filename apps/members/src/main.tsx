import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '@matri/contracts';
import { getJwt } from '@matri/auth-gate';
import { App } from './app/app';
import { openedPageCode } from './app/app-routes';
import { storedLanguage } from '@matri/ui';
import { takeLanguageFromAddress } from './i18n/address-language';
import { loadFirstWords } from './i18n/member-language';
import { registerServiceWorkerWhenIdle } from './app/register-service-worker';
import { apiReady } from './config/app-config';
import { startWhenLoaded } from './app/start-when-loaded';

const language = takeLanguageFromAddress() ?? storedLanguage() ?? DEFAULT_LANGUAGE;
// A visitor without a session is told 'Checking login…' in their language by the access gate before it leaves for
// the login page (the spec's words), so the first paint's words load first; index.html's skeleton covers that moment.
// A server's override of the API's address is checked before the first request (app-config.ts). A member's page
// renders with the shell in one pass once its code is here (index.html's head asked for it beside the entry, or the
// service worker has it): rendered apart, the page's code was asked for only as the shell rendered, and its first
// render, a fallback and a retry each took the slowed main thread in turn. Asked for once the first words are
// applied, as a page's code waits for the rest of that language's words; a page whose code failed renders as before.
const pageCode = getJwt() ? openedPageCode[window.location.pathname] : undefined;
startWhenLoaded(
  Promise.all([loadFirstWords(language).then(() => pageCode?.().catch(() => undefined)), apiReady]),
  () => {
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <BrowserRouter>
          <App language={language} />
        </BrowserRouter>
      </StrictMode>,
    );
  },
  language,
);

// The development server has no worker to register (the build writes it).
if (import.meta.env.PROD) registerServiceWorkerWhenIdle();

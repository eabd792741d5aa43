import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { languageOfPath } from '@matri/contracts';
import { activateLanguage } from '@matri/ui';
import { App } from './app/app';
import { loadMessages } from './i18n/load-messages';
import './styles.css';

// A page's language is in its address (/hi/…); its catalog is preloaded beside this script. Not a top-level await:
// that would keep the lazy parts from sharing this chunk's modules, splitting the first load into many files.
const language = languageOfPath(window.location.pathname);

void loadMessages(language).then((messages) => {
  activateLanguage(language, messages);
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App language={language} />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) {
    // The prerendered head tags are replaced by the ones React renders, so none is doubled after hydration.
    document.head.querySelectorAll('[data-page-head], head > title').forEach((node) => node.remove());
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '@matri/contracts';
import { activateLanguage } from '@matri/ui';
import { App } from './app/app';
import { loadMessages } from './i18n/load-messages';

// The member area is read in English until its own words are in the catalogs.
void loadMessages(DEFAULT_LANGUAGE).then((messages) => {
  activateLanguage(DEFAULT_LANGUAGE, messages);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
});

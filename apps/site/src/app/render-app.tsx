import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { languageOfPath } from '@matri/contracts';
import { activateLanguage } from '@matri/ui';
import { App } from './app';
import { loadMessages } from '../i18n/load-messages';

/** A site address that is not prerendered (the API serves it the empty shell) is rendered whole in the browser. */
export async function renderApp(container: HTMLElement): Promise<void> {
  const language = languageOfPath(window.location.pathname);
  activateLanguage(language, await loadMessages(language));
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App language={language} />
      </BrowserRouter>
    </StrictMode>,
  );
}

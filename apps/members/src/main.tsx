import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '@matri/contracts';
import { App } from './app/app';
import { storedLanguage } from '@matri/ui';
import { loadLanguage } from './i18n/member-language';

const language = storedLanguage() ?? DEFAULT_LANGUAGE;
void loadLanguage(language).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <App language={language} />
      </BrowserRouter>
    </StrictMode>,
  );
});

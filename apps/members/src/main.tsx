import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { loadLanguage, MemberLanguageProvider, storedLanguage } from './i18n/member-language';

const language = storedLanguage();
void loadLanguage(language).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <MemberLanguageProvider initial={language}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </MemberLanguageProvider>
    </StrictMode>,
  );
});

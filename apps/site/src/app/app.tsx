import type { Language } from '@matri/contracts';
import { AppProviders } from './providers';
import { AppRoutes } from './app-routes';

/** The application shell registered for every page; the router comes from the client or the prerenderer. */
export function App({ language }: { language: Language }) {
  return (
    <AppProviders language={language}>
      <AppRoutes />
    </AppProviders>
  );
}

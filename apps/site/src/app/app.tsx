import { AppProviders } from './providers';
import { AppRoutes } from './app-routes';

/** The application shell registered for every page; the router comes from the client or the prerenderer. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}

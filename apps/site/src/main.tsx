import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import './styles.css';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
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

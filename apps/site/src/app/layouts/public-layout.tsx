import { Outlet } from 'react-router-dom';
import { PublicHeader } from './public-header';
import { PublicFooter } from './public-footer';

export function PublicLayout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main">
        <Outlet />
      </main>
      <PublicFooter />
    </>
  );
}

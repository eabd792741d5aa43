import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { BrandMark, useBrand } from '@matri/ui';
import { paths } from '@matri/contracts';
import classes from './legal-layout.module.css';

/** The legal page's own layout: a plain, printable document. */
export function LegalLayout() {
  const brand = useBrand();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="md">
          <Anchor component={Link} to={paths.home.path} underline="never" c="inherit">
            <BrandMark />
          </Anchor>
        </Container>
      </header>
      <main id="main">
        <Container size="md" py="xl">
          <Outlet />
        </Container>
      </main>
      <footer className={classes.footer}>
        <Container size="md">
          © 2025 {brand.name}.{' '}
          <Anchor component={Link} to={paths.terms.path}>
            Terms of Use
          </Anchor>{' '}
          ·{' '}
          <Anchor component={Link} to={paths.privacy.path}>
            Privacy Policy
          </Anchor>
        </Container>
      </footer>
    </div>
  );
}

import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { BrandMark, CopyrightNotice, useLocalisedPath, useRouteLabel } from '@matri/ui';
import { paths } from '@matri/contracts';
import classes from './legal-layout.module.css';

const separator = ' · ';

/** The legal page's own layout: a plain, printable document. */
export function LegalLayout() {
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="md">
          <Anchor component={Link} to={at(paths.home.path)} underline="never" c="inherit">
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
          <CopyrightNotice />{' '}
          <Anchor component={Link} to={at(paths.terms.path)} underline="always">
            {labelOf(paths.terms)}
          </Anchor>
          {separator}
          <Anchor component={Link} to={at(paths.privacy.path)} underline="always">
            {labelOf(paths.privacy)}
          </Anchor>
        </Container>
      </footer>
    </div>
  );
}

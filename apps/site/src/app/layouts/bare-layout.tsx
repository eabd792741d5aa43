import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Container } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { BrandMark, useLocalisedPath } from '@matri/ui';
import { paths } from '@matri/contracts';
import classes from './bare-layout.module.css';

/** Log in, sign up, reset password and 404: the brand and the form, nothing to distract. Toasts show on top. */
export function BareLayout() {
  const at = useLocalisedPath();
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Anchor component={Link} to={at(paths.home.path)} underline="never" c="inherit">
          <BrandMark />
        </Anchor>
      </header>
      <main id="main" className={classes.main}>
        <Container size={560} px="md" w="100%">
          <Outlet />
        </Container>
      </main>
    </div>
  );
}

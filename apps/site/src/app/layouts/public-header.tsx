import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import { Button, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { headerLinks, paths } from '@matri/contracts';
import { BrandMark, ChevronDownIcon, ColorModeToggle, useBrand } from '@matri/ui';
import { useBrandLinkTarget } from './use-brand-link-target';
import { useIsScrolledPast } from './use-is-scrolled-past';
import classes from './public-header.module.css';

// The dropdown and its positioning code load after the page is readable; until then the same button stands in.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

const accountButton = (
  <Button variant="light" rightSection={<ChevronDownIcon size={16} />}>
    My Account
  </Button>
);

export function PublicHeader() {
  const brand = useBrand();
  const isFixed = useIsScrolledPast();
  const brandTarget = useBrandLinkTarget();
  return (
    <div className={classes.slot}>
      <header className={classes.header} data-fixed={isFixed || undefined}>
        <Container size="lg" className={classes.inner}>
          <a
            href={paths.home.path}
            target={brandTarget}
            rel={brandTarget === '_blank' ? 'noopener' : undefined}
            className={classes.brand}
            aria-label={`${brand.name} home`}
          >
            <BrandMark />
          </a>
          <nav aria-label="Main" className={classes.nav}>
            {headerLinks.map((link) => (
              <NavLink key={link.path} to={link.path} end className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <Group gap="xs" wrap="nowrap" className={classes.actions}>
            <ColorModeToggle />
            <Suspense fallback={accountButton}>
              <AccountMenu />
            </Suspense>
          </Group>
        </Container>
      </header>
    </div>
  );
}

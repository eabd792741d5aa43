import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import { Container, Group } from '@mantine/core';
import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { headerLinks, paths } from '@matri/contracts';
import { BrandMark } from '@matri/ui';
import { useBrandLinkTarget } from './use-brand-link-target';
import { useIsScrolledPast } from './use-is-scrolled-past';
import classes from './public-header.module.css';
import { lazyPart } from '../../lazy/lazy-part';

// The header's controls are prerendered with the page; their code (buttons, dropdown positioning) hydrates them
// once it arrives, so a visitor on a slow phone reads the page first.
const HeaderActions = lazyPart('../app/layouts/header-actions.tsx', 'HeaderActions');

export function PublicHeader() {
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
            <Suspense fallback={null}>
              <HeaderActions />
            </Suspense>
          </Group>
        </Container>
      </header>
    </div>
  );
}

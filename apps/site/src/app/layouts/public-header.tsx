import { Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { headerLinks, paths } from '@matri/contracts';
import { BrandMark, useLocalisedPath, useRouteLabel } from '@matri/ui';
import { useLingui } from '@lingui/react/macro';
import { LanguageLink } from './language-link';
import { useBrandLinkTarget } from './use-brand-link-target';
import { useIsScrolledPast } from './use-is-scrolled-past';
import classes from './public-header.module.css';
import { lazyPart } from '../../lazy/lazy-part';

// The header's controls are prerendered with the page; their code (buttons, dropdown positioning) hydrates them
// once it arrives, so a visitor on a slow phone reads the page first.
const HeaderActions = lazyPart('../app/layouts/header-actions.tsx', 'HeaderActions');

// One element for every render: the header re-renders as it hydrates (the brand link's target, the fixed look), and a
// new element would reach the controls' boundary before its code arrived, making React drop their prerendered HTML
// (the button vanished until the chunk came, so an early tap found nothing). The same element lets React skip it.
const headerActions = (
  <Suspense fallback={null}>
    <HeaderActions />
  </Suspense>
);

export function PublicHeader() {
  const isFixed = useIsScrolledPast();
  const brandTarget = useBrandLinkTarget();
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const { t } = useLingui();
  return (
    <div className={classes.slot}>
      <header className={classes.header} data-fixed={isFixed || undefined}>
        {/* Plain elements, not Mantine's layout components: the header is in every page's first load. */}
        <div className={classes.inner}>
          <a
            href={at(paths.home.path)}
            target={brandTarget}
            rel={brandTarget === '_blank' ? 'noopener' : undefined}
            className={classes.brand}
          >
            <BrandMark />
          </a>
          <nav aria-label={t`Main`} className={classes.nav}>
            {headerLinks.map((link) => (
              <NavLink key={link.path} to={at(link.path)} end className={classes.link}>
                {labelOf(link)}
              </NavLink>
            ))}
          </nav>
          <div className={classes.actions}>
            <LanguageLink />
            {headerActions}
          </div>
        </div>
      </header>
    </div>
  );
}

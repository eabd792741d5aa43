import { NavLink } from 'react-router-dom';
import { headerLinks, paths } from '@matri/contracts';
import { BrandMark, useLocalisedPath, useRouteLabel } from '@matri/ui';
import { useLingui } from '@lingui/react/macro';
import { LanguageLink } from './language-link';
import classes from './public-header.module.css';
import { Island } from '../../lazy/island';

/**
 * Prerendered HTML that never hydrates: its links work as they are, its fixed look and the brand link's target follow
 * the page from the first script (header-behaviour.ts). Only its controls are an island, hydrated from their own
 * chunk at the first tap (or at once for a member, whose name they show).
 */
export function PublicHeader() {
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const { t } = useLingui();
  return (
    <div className={classes.slot}>
      <header className={classes.header} data-site-header="">
        <div className={classes.inner}>
          <a href={at(paths.home.path)} target="_blank" rel="noreferrer" className={classes.brand} data-brand-link="">
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
            <Island name="header-actions" when="session" />
          </div>
        </div>
      </header>
    </div>
  );
}

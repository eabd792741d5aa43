import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Container, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { footerLinks, paths } from '@matri/contracts';
import { CopyrightNotice, SocialLinks, useBrand, useLocalisedPath, useRouteLabel } from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Island } from '../../lazy/island';
import classes from './public-footer.module.css';

export function PublicFooter() {
  const brand = useBrand();
  const { main, corporate } = brand.offices;
  const at = useLocalisedPath();
  const { t } = useLingui();
  const officeLabels = { main: t`Main Office`, corporate: t`Corporate Office` };
  const labelOf = useRouteLabel();
  const brandName = brand.name;
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={classes.title}>
              {brand.name}
            </h2>
            <p className={classes.text}>
              <Trans>
                {brandName} is a trusted, safe and simple place for Hindu, Muslim, Sikh and Christian families to find a
                life partner. A clean, modern design and easy-to-use features help you find your match.
              </Trans>
            </p>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={classes.title}>
              <Trans>Quick links</Trans>
            </h2>
            <ul className={classes.list}>
              {footerLinks.map((route) => (
                <li key={route.path}>
                  <Anchor component={Link} to={at(route.path)} c="inherit">
                    {route === paths.contact ? t`Get in Touch` : labelOf(route)}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contacts">
            <h2 id="footer-contacts" className={classes.title}>
              <Trans>Contacts &amp; Support</Trans>
            </h2>
            {(['main', 'corporate'] as const)
              .map((key) => ({ key, office: key === 'main' ? main : corporate }))
              .map(({ key, office }) => (
                <address key={key} className={classes.address}>
                  <strong>
                    {officeLabels[key]}, {office.city}
                  </strong>
                  {office.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              ))}
            <Anchor href={`mailto:${brand.contactEmail}`} c="inherit">
              {brand.contactEmail}
            </Anchor>
          </section>
          <section aria-labelledby="footer-community">
            <h2 id="footer-community" className={classes.title}>
              <Trans>Join Community</Trans>
            </h2>
            <SocialLinks />
          </section>
        </SimpleGrid>
        {/* Fetched by its own island as the footer comes near the screen: reading a page never waits for it. */}
        <Island name="recent-members" when="visible" />
        <p className={classes.copyright}>
          <CopyrightNotice />
        </p>
      </Container>
    </footer>
  );
}

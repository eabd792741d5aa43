import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Container, SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { footerLinks } from '@matri/contracts';
import { Suspense } from 'react';
import { SocialLinks, useBrand, useIsHydrated } from '@matri/ui';
import { lazyPart } from '../../lazy/lazy-part';
import classes from './public-footer.module.css';

// The data layer loads only after hydration, so reading a public page never waits for it.
const RecentMembersBlock = lazyPart('../app/layouts/recent-members-block.tsx', 'RecentMembersBlock');

export function PublicFooter() {
  const brand = useBrand();
  const isHydrated = useIsHydrated();
  const { main, corporate } = brand.offices;
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className={classes.title}>
              {brand.name}
            </h2>
            <p className={classes.text}>
              {brand.name} is a trusted, safe and simple place for Hindu, Muslim, Sikh and Christian families to find a
              life partner. A clean, modern design and easy-to-use features help you find your match.
            </p>
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={classes.title}>
              Link
            </h2>
            <ul className={classes.list}>
              {footerLinks.map(({ route, label }) => (
                <li key={route.path}>
                  <Anchor component={Link} to={route.path} c="inherit">
                    {label}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-contacts">
            <h2 id="footer-contacts" className={classes.title}>
              Contacts &amp; Support
            </h2>
            {[main, corporate].map((office) => (
              <address key={office.label} className={classes.address}>
                <strong>
                  {office.label}, {office.city}
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
              Join Community
            </h2>
            <SocialLinks />
          </section>
        </SimpleGrid>
        {isHydrated && (
          <Suspense fallback={null}>
            <RecentMembersBlock />
          </Suspense>
        )}
        <p className={classes.copyright}>
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}

import { Fragment, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { languages, localisedPath, paths } from '@matri/contracts';
import { PublicLayout } from './layouts/public-layout';
import { HomePage } from '../features/home/home-page';
import { lazyPart } from '../lazy/lazy-part';
import { Island } from '../lazy/island';

// The whole tree renders in the prerender (and for an address not prerendered); a page's parts are lazy so that each
// page's HTML carries the styles of what it shows, nothing more.
const BareLayout = lazyPart('../app/layouts/bare-layout.tsx', 'BareLayout');
const LegalLayout = lazyPart('../app/layouts/legal-layout.tsx', 'LegalLayout');
const AboutPage = lazyPart('../features/about/about-page.tsx', 'AboutPage');
const MembershipPage = lazyPart('../features/membership/membership-page.tsx', 'MembershipPage');
const ContactPage = lazyPart('../features/contact/contact-page.tsx', 'ContactPage');
const TermsPage = lazyPart('../features/policies/terms-page.tsx', 'TermsPage');
const PrivacyPage = lazyPart('../features/policies/privacy-page.tsx', 'PrivacyPage');
const LegalPage = lazyPart('../features/legal/legal-page.tsx', 'LegalPage');
const NotFoundPage = lazyPart('../features/not-found/not-found-page.tsx', 'NotFoundPage');

/** Every page in every language: English at its path, Hindi under /hi. */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {languages.map(({ value: language }) => {
          const at = (path: string) => localisedPath(path, language);
          return (
            <Fragment key={language}>
              <Route element={<PublicLayout />}>
                <Route path={at(paths.home.path)} element={<HomePage />} />
                <Route path={at(paths.about.path)} element={<AboutPage />} />
                <Route path={at(paths.membership.path)} element={<MembershipPage />} />
                <Route path={at(paths.contact.path)} element={<ContactPage />} />
                <Route path={at(paths.terms.path)} element={<TermsPage />} />
                <Route path={at(paths.privacy.path)} element={<PrivacyPage />} />
              </Route>
              <Route element={<LegalLayout />}>
                <Route path={at(paths.legal.path)} element={<LegalPage />} />
              </Route>
              <Route element={<BareLayout />}>
                {/* A page that is a form hydrates whole, at once, as one island; log in, the page most opened
                    first, as the visitor starts on it (at once for a member, sent on, or a notice in its query). */}
                <Route path={at(paths.login.path)} element={<Island name="login-page" when="personal" />} />
                <Route path={at(paths.register.path)} element={<Island name="register-page" when="load" />} />
                <Route
                  path={at(paths.resetPassword.path)}
                  element={<Island name="reset-password-page" when="load" />}
                />
                <Route path={at(paths.notFound.path)} element={<NotFoundPage />} />
              </Route>
            </Fragment>
          );
        })}
        <Route element={<BareLayout />}>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

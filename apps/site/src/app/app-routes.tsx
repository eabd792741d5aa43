import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@matri/contracts';
import { PublicLayout } from './layouts/public-layout';
import { HomePage } from '../features/home/home-page';
import { lazyPart } from '../lazy/lazy-part';

// The home page is in the entry chunk (it is the largest content); every other page is its own chunk.
// Only the public layout and the home page are in the entry chunk; other layouts come with their pages.
const BareLayout = lazyPart('../app/layouts/bare-layout.tsx', 'BareLayout');
const LegalLayout = lazyPart('../app/layouts/legal-layout.tsx', 'LegalLayout');
const AboutPage = lazyPart('../features/about/about-page.tsx', 'AboutPage');
const MembershipPage = lazyPart('../features/membership/membership-page.tsx', 'MembershipPage');
const ContactPage = lazyPart('../features/contact/contact-page.tsx', 'ContactPage');
const TermsPage = lazyPart('../features/policies/terms-page.tsx', 'TermsPage');
const PrivacyPage = lazyPart('../features/policies/privacy-page.tsx', 'PrivacyPage');
const LegalPage = lazyPart('../features/legal/legal-page.tsx', 'LegalPage');
const LoginPage = lazyPart('../features/auth/login-page.tsx', 'LoginPage');
const RegisterPage = lazyPart('../features/auth/register-page.tsx', 'RegisterPage');
const ResetPasswordPage = lazyPart('../features/auth/reset-password-page.tsx', 'ResetPasswordPage');
const NotFoundPage = lazyPart('../features/not-found/not-found-page.tsx', 'NotFoundPage');

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={paths.home.path} element={<HomePage />} />
          <Route path={paths.about.path} element={<AboutPage />} />
          <Route path={paths.membership.path} element={<MembershipPage />} />
          <Route path={paths.contact.path} element={<ContactPage />} />
          <Route path={paths.terms.path} element={<TermsPage />} />
          <Route path={paths.privacy.path} element={<PrivacyPage />} />
        </Route>
        <Route element={<LegalLayout />}>
          <Route path={paths.legal.path} element={<LegalPage />} />
        </Route>
        <Route element={<BareLayout />}>
          <Route path={paths.login.path} element={<LoginPage />} />
          <Route path={paths.register.path} element={<RegisterPage />} />
          <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
          <Route path={paths.notFound.path} element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

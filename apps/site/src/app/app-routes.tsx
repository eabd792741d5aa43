import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@matri/contracts';
import { PublicLayout } from './layouts/public-layout';
import { BareLayout } from './layouts/bare-layout';
import { LegalLayout } from './layouts/legal-layout';
import { HomePage } from '../features/home/home-page';

// The home page is in the entry chunk (it is the largest content); every other page is its own chunk.
const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
const MembershipPage = lazy(() =>
  import('../features/membership/membership-page').then((m) => ({ default: m.MembershipPage })),
);
const ContactPage = lazy(() => import('../features/contact/contact-page').then((m) => ({ default: m.ContactPage })));
const TermsPage = lazy(() => import('../features/policies/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/policies/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const LegalPage = lazy(() => import('../features/legal/legal-page').then((m) => ({ default: m.LegalPage })));
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

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

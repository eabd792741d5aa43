import { paths } from '@matri/contracts';
import { PageHead } from '@matri/ui';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { TrustAndSafety } from './components/trust-and-safety';
import { MembershipTeaser } from './components/membership-teaser';

export function HomePage() {
  return (
    <>
      <PageHead title="Home" path={paths.home.path} />
      <Hero />
      <HowItWorks />
      <TrustAndSafety />
      <MembershipTeaser />
    </>
  );
}

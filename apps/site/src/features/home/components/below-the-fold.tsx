import { HowItWorks } from './how-it-works';
import { TrustAndSafety } from './trust-and-safety';
import { MembershipTeaser } from './membership-teaser';

export function BelowTheFold() {
  return (
    <>
      <HowItWorks />
      <TrustAndSafety />
      <MembershipTeaser />
    </>
  );
}

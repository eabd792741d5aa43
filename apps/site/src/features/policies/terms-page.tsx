import { paths } from '@matri/contracts';
import { useBrand } from '@matri/ui';
import { ProsePage } from '../../components/prose-page';
import { POLICY_EFFECTIVE_DATE } from './policy-dates';

export function TermsPage() {
  const brand = useBrand();
  return (
    <ProsePage
      title="Terms of Use"
      path={paths.terms.path}
      description={`The terms on which ${brand.name} is offered.`}
    >
      <p>
        Effective {POLICY_EFFECTIVE_DATE}. These terms are an agreement between you and {brand.name}.
      </p>
      <h2>1. Who may use {brand.name}</h2>
      <p>
        The service is for people who wish to marry. You, and anyone you register on behalf of, must be at least 18
        years old and legally able to marry under the laws that apply to you. We do not knowingly serve children under
        13, and we remove any profile that appears to belong to a minor.
      </p>
      <h2>2. Accurate information</h2>
      <p>
        You must give true, current and complete information: name, age, marital status, religion, education, income and
        family details. If you register for a son, daughter, brother, sister, relative or friend, you confirm that they
        know about and agree to the profile. Profiles with false information may be suspended without refund.
      </p>
      <h2>3. Your conduct</h2>
      <ul>
        <li>Use the service only to find a life partner, never for dating, business or advertising.</li>
        <li>Do not harass, threaten or ask other members for money.</li>
        <li>Do not copy or publish another member&apos;s photos or contact details.</li>
        <li>Do not create more than one profile for the same person.</li>
      </ul>
      <h2>4. Paid membership</h2>
      <p>
        Paid plans unlock extra features for a fixed period. Prices are in Indian rupees and include GST where shown.
        Payments are made through a third-party payment processor; we never receive or store your full card data. Fees
        are non-refundable once the paid service has been delivered, that is, once the plan has been activated on your
        account. If a payment is taken but your plan is not activated, contact us and we will activate it or refund you.
      </p>
      <h2>5. Our role</h2>
      <p>
        We provide a platform to meet. We verify e-mail addresses and mobile numbers but cannot verify every statement
        members make. Meet in public places, involve your family, and never send money to someone you met here.
      </p>
      <h2>6. Suspension and closing your account</h2>
      <p>
        We may suspend or remove profiles that break these terms. You may hide or delete your profile at any time from
        your settings. A deleted account can be restored by logging in within 30 days; after that its data is erased.
      </p>
      <h2>7. Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. The courts at Ranchi, Jharkhand, India have exclusive
        jurisdiction.
      </p>
      <h2>8. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
      </p>
    </ProsePage>
  );
}

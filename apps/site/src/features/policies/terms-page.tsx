import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@matri/contracts';
import { formatLongDate, useBrand, useLanguage, useRouteLabel } from '@matri/ui';
import { ProsePage } from '../../components/prose-page';
import { POLICY_EFFECTIVE_ON } from './policy-dates';

export function TermsPage() {
  const brand = useBrand();
  const brandName = brand.name;
  const email = brand.contactEmail;
  const effectiveDate = formatLongDate(POLICY_EFFECTIVE_ON, useLanguage());
  const { t } = useLingui();
  return (
    <ProsePage
      title={useRouteLabel()(paths.terms)}
      path={paths.terms.path}
      description={t`The terms on which ${brandName} is offered.`}
    >
      <p>
        <Trans>
          Effective {effectiveDate}. These terms are an agreement between you and {brandName}.
        </Trans>
      </p>
      <h2>
        <Trans>1. Who may use {brandName}</Trans>
      </h2>
      <p>
        <Trans>
          The service is for people who wish to marry. You, and anyone you register on behalf of, must be at least 18
          years old and legally able to marry under the laws that apply to you. We do not knowingly serve children under
          13, and we remove any profile that appears to belong to a minor.
        </Trans>
      </p>
      <h2>
        <Trans>2. Accurate information</Trans>
      </h2>
      <p>
        <Trans>
          You must give true, current and complete information: name, age, marital status, religion, education, income
          and family details. If you register for a son, daughter, brother, sister, relative or friend, you confirm that
          they know about and agree to the profile. Profiles with false information may be suspended without refund.
        </Trans>
      </p>
      <h2>
        <Trans>3. Your conduct</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Use the service only to find a life partner, never for dating, business or advertising.</Trans>
        </li>
        <li>
          <Trans>Do not harass, threaten or ask other members for money.</Trans>
        </li>
        <li>
          <Trans>Do not copy or publish another member’s photos or contact details.</Trans>
        </li>
        <li>
          <Trans>Do not create more than one profile for the same person.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>4. Paid membership</Trans>
      </h2>
      <p>
        <Trans>
          Paid plans unlock extra features for a fixed period. Prices are in Indian rupees and include GST where shown.
          Payments are made through a third-party payment processor; we never receive or store your full card data. Fees
          are non-refundable once the paid service has been delivered, that is, once the plan has been activated on your
          account. If a payment is taken but your plan is not activated, contact us and we will activate it or refund
          you.
        </Trans>
      </p>
      <h2>
        <Trans>5. Our role</Trans>
      </h2>
      <p>
        <Trans>
          We provide a platform to meet. We verify e-mail addresses and mobile numbers but cannot verify every statement
          members make. Meet in public places, involve your family, and never send money to someone you met here.
        </Trans>
      </p>
      <h2>
        <Trans>6. Suspension and closing your account</Trans>
      </h2>
      <p>
        <Trans>
          We may suspend or remove profiles that break these terms. You may hide or delete your profile at any time from
          your settings. A deleted account can be restored by logging in within 30 days; after that its data is erased.
        </Trans>
      </p>
      <h2>
        <Trans>7. Law and disputes</Trans>
      </h2>
      <p>
        <Trans>
          These terms are governed by the laws of India. The courts at Ranchi, Jharkhand, India have exclusive
          jurisdiction.
        </Trans>
      </p>
      <h2>
        <Trans>8. Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions about these terms: <a href={`mailto:${email}`}>{email}</a>.
        </Trans>
      </p>
    </ProsePage>
  );
}

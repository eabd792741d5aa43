import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@matri/contracts';
import { formatLongDate, useBrand, useLanguage, useLocalisedPath, useRouteLabel } from '@matri/ui';
import { ProsePage } from '../../components/prose-page';

/** docs/spec.md section 2: effective 01 August 2025; exactly these five sections; not indexed by search engines. */
const LEGAL_EFFECTIVE_ON = new Date(Date.UTC(2025, 7, 1));

export function LegalPage() {
  const brand = useBrand();
  const brandName = brand.name;
  const email = brand.contactEmail;
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const language = useLanguage();
  const { t } = useLingui();
  const effectiveDate = formatLongDate(LEGAL_EFFECTIVE_ON, language);
  const jurisdiction = t`Ranchi, Jharkhand, India`;
  return (
    <ProsePage
      title={labelOf(paths.legal)}
      path={paths.legal.path}
      isNoIndex
      description={t`Legal information for ${brandName}.`}
    >
      <p>
        <Trans>
          <strong>Effective date:</strong> {effectiveDate}
        </Trans>
      </p>
      <h2>
        <Trans>Overview</Trans>
      </h2>
      <p>
        <Trans>
          {brandName} is a matrimonial service that helps adults in India and abroad find a life partner. By using this
          website you agree to the short terms and privacy notes below and to our full{' '}
          <a href={at(paths.terms.path)}>Terms of Use</a> and <a href={at(paths.privacy.path)}>Privacy Policy</a>.
        </Trans>
      </p>
      <h2>
        <Trans>Terms (short)</Trans>
      </h2>
      <p>
        <Trans>
          You must be 18 or older and give accurate information about yourself or the person you register for. Fees are
          non-refundable once the paid service has been delivered. Payments are handled by a third-party payment
          processor. We may suspend profiles that are false, abusive or commercial. These terms are governed by the laws
          of India, and the courts at {jurisdiction} have exclusive jurisdiction.
        </Trans>
      </p>
      <h2>
        <Trans>Privacy (short)</Trans>
      </h2>
      <p>
        <Trans>
          We collect what you put in your profile, your contact details and how you use the service, to show your
          profile to suitable members and keep the service safe. Your photos and contact details are shown only as your
          privacy settings allow. We do not store full card data: payments go through a third-party payment processor.
          You can download or delete your data at any time.
        </Trans>
      </p>
      <h2>
        <Trans>Child Safety Policy</Trans>
      </h2>
      <ol>
        <li>
          <Trans>Only adults aged 18 or older may register or be registered on {brandName}.</Trans>
        </li>
        <li>
          <Trans>We do not knowingly collect data from, or provide services to, children under 13.</Trans>
        </li>
        <li>
          <Trans>Profiles that appear to belong to a minor are removed as soon as we learn of them.</Trans>
        </li>
        <li>
          <Trans>Any content that sexualises or endangers a child is removed and reported to the authorities.</Trans>
        </li>
        <li>
          <Trans>Anyone can report a concern about a child’s safety to {email}; such reports are handled first.</Trans>
        </li>
      </ol>
      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Write to <a href={`mailto:${email}`}>{email}</a>. Jurisdiction: {jurisdiction}.
        </Trans>
      </p>
    </ProsePage>
  );
}

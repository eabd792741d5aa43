import { paths } from '@matri/contracts';
import { useBrand } from '@matri/ui';
import { ProsePage } from '../../components/prose-page';

/** docs/spec.md section 2: effective 01 August 2025; exactly these five sections; not indexed by search engines. */
export const LEGAL_EFFECTIVE_DATE = '01 August 2025';
export const LEGAL_JURISDICTION = 'Ranchi, Jharkhand, India';

export function LegalPage() {
  const brand = useBrand();
  return (
    <ProsePage title="Legal" path={paths.legal.path} isNoIndex description={`Legal information for ${brand.name}.`}>
      <p>
        <strong>Effective date:</strong> {LEGAL_EFFECTIVE_DATE}
      </p>
      <h2>Overview</h2>
      <p>
        {brand.name} is a matrimonial service that helps adults in India and abroad find a life partner. By using this
        website you agree to the short terms and privacy notes below and to our full{' '}
        <a href={paths.terms.path}>Terms of Use</a> and <a href={paths.privacy.path}>Privacy Policy</a>.
      </p>
      <h2>Terms (short)</h2>
      <p>
        You must be 18 or older and give accurate information about yourself or the person you register for. Fees are
        non-refundable once the paid service has been delivered. Payments are handled by a third-party payment
        processor. We may suspend profiles that are false, abusive or commercial. These terms are governed by the laws
        of India, and the courts at {LEGAL_JURISDICTION} have exclusive jurisdiction.
      </p>
      <h2>Privacy (short)</h2>
      <p>
        We collect what you put in your profile, your contact details and how you use the service, to show your profile
        to suitable members and keep the service safe. Your photos and contact details are shown only as your privacy
        settings allow. We do not store full card data: payments go through a third-party payment processor. You can
        download or delete your data at any time.
      </p>
      <h2>Child Safety Policy</h2>
      <ol>
        <li>Only adults aged 18 or older may register or be registered on {brand.name}.</li>
        <li>We do not knowingly collect data from, or provide services to, children under 13.</li>
        <li>Profiles that appear to belong to a minor are removed as soon as we learn of them.</li>
        <li>Any content that sexualises or endangers a child is removed and reported to the authorities.</li>
        <li>
          Anyone can report a concern about a child&apos;s safety to {brand.contactEmail}; such reports are handled
          first.
        </li>
      </ol>
      <h2>Contact</h2>
      <p>
        Write to <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>. Jurisdiction: {LEGAL_JURISDICTION}.
      </p>
    </ProsePage>
  );
}

import { paths } from '@matri/contracts';
import { useBrand } from '@matri/ui';
import { ProsePage } from '../../components/prose-page';
import { POLICY_EFFECTIVE_DATE } from './policy-dates';

export function PrivacyPage() {
  const brand = useBrand();
  return (
    <ProsePage
      title="Privacy Policy"
      path={paths.privacy.path}
      description={`How ${brand.name} collects, uses and protects your personal data.`}
    >
      <p>
        Effective {POLICY_EFFECTIVE_DATE}. This policy explains what personal data {brand.name} holds and your rights
        under the Digital Personal Data Protection Act, 2023.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account data: name, e-mail address, mobile number and a securely hashed password.</li>
        <li>
          Profile data you choose to give: date of birth, gender, religion, community, mother tongue, education, work,
          family details, horoscope details and photos.
        </li>
        <li>Activity: interests sent and received, profiles viewed, reports and blocks.</li>
        <li>
          Payment records: the plan, amount and the payment processor&apos;s reference. We never store full card data.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To show your profile to suitable members, suggest matches, deliver the features of your plan, keep the service
        safe from fake and abusive profiles, and meet our legal obligations. We do not sell your personal data.
      </p>
      <h2>Who can see what</h2>
      <p>
        Other members see your profile within your privacy settings. Your photos can be hidden or shown only to members
        whose interest you accepted; your mobile number and e-mail are shown only as your contact privacy allows.
      </p>
      <h2>Payments</h2>
      <p>
        Payments go through a third-party payment processor, which handles your card or UPI details under its own
        security standards. We receive only confirmation of the payment.
      </p>
      <h2>Children</h2>
      <p>
        The service is only for adults aged 18 or older. We do not knowingly collect data from children under 13; if we
        learn that we have, we delete it.
      </p>
      <h2>Your rights</h2>
      <ul>
        <li>See and download the data we hold about you.</li>
        <li>Correct or complete your data at any time from your profile.</li>
        <li>Hide your profile, or delete your account; data is erased 30 days after deletion.</li>
        <li>Complain to us, and then to the Data Protection Board of India.</li>
      </ul>
      <h2>Contact</h2>
      <p>
        Our grievance officer can be reached at <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> or at
        our Main Office in Ranchi, Jharkhand, India.
      </p>
    </ProsePage>
  );
}

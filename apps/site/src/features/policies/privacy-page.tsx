import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@matri/contracts';
import { formatLongDate, useBrand, useLanguage, useRouteLabel } from '@matri/ui';
import { ProsePage } from '../../components/prose-page';
import { POLICY_EFFECTIVE_ON } from './policy-dates';

export function PrivacyPage() {
  const brand = useBrand();
  const brandName = brand.name;
  const email = brand.contactEmail;
  const effectiveDate = formatLongDate(POLICY_EFFECTIVE_ON, useLanguage());
  const { t } = useLingui();
  return (
    <ProsePage
      title={useRouteLabel()(paths.privacy)}
      path={paths.privacy.path}
      description={t`How ${brandName} collects, uses and protects your personal data.`}
    >
      <p>
        <Trans>
          Effective {effectiveDate}. This policy explains what personal data {brandName} holds and your rights under the
          Digital Personal Data Protection Act, 2023.
        </Trans>
      </p>
      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Account data: name, e-mail address, mobile number and a securely hashed password.</Trans>
        </li>
        <li>
          <Trans>
            Profile data you choose to give: date of birth, gender, religion, community, mother tongue, education, work,
            family details, horoscope details and photos.
          </Trans>
        </li>
        <li>
          <Trans>Activity: interests sent and received, profiles viewed, messages, reports and blocks.</Trans>
        </li>
        <li>
          <Trans>
            Payment records: the plan, amount and the payment processor’s reference. We never store full card data.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>How we use it</Trans>
      </h2>
      <p>
        <Trans>
          To show your profile to suitable members, suggest matches, deliver the features of your plan, keep the service
          safe from fake and abusive profiles, and meet our legal obligations. We do not sell your personal data.
        </Trans>
      </p>
      <h2>
        <Trans>Who can see what</Trans>
      </h2>
      <p>
        <Trans>
          Other members see your profile within your privacy settings. Your photos can be hidden or shown only to
          members whose interest you accepted; your mobile number and e-mail are shown only as your contact privacy
          allows.
        </Trans>
      </p>
      <h2>
        <Trans>Payments</Trans>
      </h2>
      <p>
        <Trans>
          Payments go through a third-party payment processor, which handles your card or UPI details under its own
          security standards. We receive only confirmation of the payment.
        </Trans>
      </p>
      <h2>
        <Trans>Children</Trans>
      </h2>
      <p>
        <Trans>
          The service is only for adults aged 18 or older. We do not knowingly collect data from children under 13; if
          we learn that we have, we delete it.
        </Trans>
      </p>
      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <ul>
        <li>
          <Trans>See and download the data we hold about you.</Trans>
        </li>
        <li>
          <Trans>Correct or complete your data at any time from your profile.</Trans>
        </li>
        <li>
          <Trans>Hide your profile, or delete your account; data is erased 30 days after deletion.</Trans>
        </li>
        <li>
          <Trans>Complain to us, and then to the Data Protection Board of India.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>When you verify your ID</Trans>
      </h2>
      <p>
        <Trans>
          Verifying your ID with Aadhaar is your choice, made on the verification page with your consent, for one
          purpose: to show other members that your profile’s name, date of birth and gender are those of a real Aadhaar.
          We check UIDAI’s signature on the Secure QR code or Offline e-KYC file on our own server, without sending it
          to anyone. We keep only the outcome: when and how it was checked, the name, date of birth and gender as on the
          ID, the last four digits of its reference and how well they match your profile, and a code made from them with
          a key that only our server holds, so that one ID verifies one account. We never keep your Aadhaar number, the
          photo on it, your address or the file, and none of it is written to our logs. The outcome is in your data
          download and is erased with your account; if we suspend an account, its ID’s code is kept as long as the
          suspension stands, so that the same ID cannot verify another account.
        </Trans>
      </p>
      <h2>
        <Trans>When you verify your photo</Trans>
      </h2>
      <p>
        <Trans>
          Verifying your photo is your choice too, for one purpose: to show other members that the person in your
          primary photo is you. The camera starts only when you ask for it on the verification page; it takes a few
          pictures while you turn your head and blink, and sends them to our server, which compares them with your
          profile photos (and with the photo on your Aadhaar, when you verified it in the same visit: that photo is used
          for the comparison and never kept). No one else receives them. The pictures are deleted as soon as the check
          decides; only when it is unsure are they kept for our team, and deleted once they decide. We keep the outcome:
          when it was checked, passed or not and why, and how closely each picture matched, never a model of your face
          from the selfie. To compare quickly, we keep for each profile photo the numbers our face model reads from the
          faces in it (a face descriptor), used for this check alone and deleted with the photo. The badge goes when you
          choose another primary photo, since no selfie was compared with it.
        </Trans>
      </p>
      <h2>
        <Trans>What we keep for members’ safety</Trans>
      </h2>
      <p>
        <Trans>
          While a report you made, or one about you, waits for our team, erasing your account waits too: erasing it
          would erase the report and the messages it rests on. If we suspend an account for abuse, we keep what the
          suspension rests on (the reports, the reported messages with the few around them, and codes made from the
          account’s e-mail address and mobile number with a key that only our server holds: without that key they cannot
          be turned back into the address or the number) for as long as the suspension stands, also after the account is
          erased, so that the same e-mail address or mobile number cannot open a new account. At present a suspension,
          once made, is not lifted. We use what we keep for nothing else.
        </Trans>
      </p>
      <h2>
        <Trans>Contact</Trans>
      </h2>
      <p>
        <Trans>
          Our grievance officer can be reached at <a href={`mailto:${email}`}>{email}</a> or at our Main Office in
          Ranchi, Jharkhand, India.
        </Trans>
      </p>
    </ProsePage>
  );
}

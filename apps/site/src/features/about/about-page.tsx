import { paths } from '@matri/contracts';
import { useBrand } from '@matri/ui';
import { ProsePage } from '../../components/prose-page';

export function AboutPage() {
  const brand = useBrand();
  return (
    <ProsePage
      title="About Us"
      path={paths.about.path}
      description={`Who we are and how ${brand.name} helps Indian families find a life partner safely.`}
    >
      <p>
        {brand.name} began in Ranchi with a simple idea: finding a life partner should feel as trustworthy as an
        introduction from a respected elder in the family, and as easy as using your phone. Today we serve Hindu,
        Muslim, Sikh and Christian families across India and Indians living abroad, from our main office in Ranchi and
        our corporate office in Lucknow.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>
          <strong>Marriage is a family decision.</strong> Parents, brothers and sisters can create and manage a profile
          on behalf of someone they love, and the member stays in control of their own profile.
        </li>
        <li>
          <strong>Respect for every tradition.</strong> Religion, community, mother tongue, gotra, nakshatra and manglik
          status are recorded with care for those who want them, and never required of those who do not.
        </li>
        <li>
          <strong>Privacy is not optional.</strong> Photos and phone numbers are shared only as each member chooses, and
          only after both sides have shown interest.
        </li>
        <li>
          <strong>Honesty.</strong> Every member must be at least 18 and give accurate information. Profiles that
          mislead are removed.
        </li>
      </ul>
      <h2>How we keep members safe</h2>
      <p>
        We verify e-mail addresses and mobile numbers, review reported profiles by hand, and let every member block or
        report anyone at any time. We never sell your personal data, and payments go through a regulated payment
        processor: we never see or store your full card details.
      </p>
      <h2>Talk to us</h2>
      <p>
        Questions, suggestions or a concern about a profile? Write to{' '}
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> or use the{' '}
        <a href={paths.contact.path}>contact form</a>. A member of our team answers within one working day.
      </p>
    </ProsePage>
  );
}

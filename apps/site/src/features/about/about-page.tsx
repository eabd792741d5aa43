import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@matri/contracts';
import { useBrand, useLocalisedPath, useRouteLabel } from '@matri/ui';
import { ProsePage } from '../../components/prose-page';

export function AboutPage() {
  const brand = useBrand();
  const brandName = brand.name;
  const email = brand.contactEmail;
  const at = useLocalisedPath();
  const labelOf = useRouteLabel();
  const { t } = useLingui();
  return (
    <ProsePage
      title={labelOf(paths.about)}
      path={paths.about.path}
      description={t`Who we are and how ${brandName} helps Indian families find a life partner safely.`}
    >
      <p>
        <Trans>
          {brandName} began in Ranchi with a simple idea: finding a life partner should feel as trustworthy as an
          introduction from a respected elder in the family, and as easy as using your phone. Today we serve Hindu,
          Muslim, Sikh and Christian families across India and Indians living abroad, from our main office in Ranchi and
          our corporate office in Lucknow.
        </Trans>
      </p>
      <h2>
        <Trans>What we believe</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Marriage is a family decision.</strong> Parents, brothers and sisters can create and manage a
            profile on behalf of someone they love, and the member stays in control of their own profile.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Respect for every tradition.</strong> Religion, community, mother tongue, gotra, nakshatra and
            manglik status are recorded with care for those who want them, and never required of those who do not.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Privacy is not optional.</strong> Photos and phone numbers are shared only as each member chooses,
            and only after both sides have shown interest.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Honesty.</strong> Every member must be at least 18 and give accurate information. Profiles that
            mislead are removed.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>How we keep members safe</Trans>
      </h2>
      <p>
        <Trans>
          We verify e-mail addresses and mobile numbers, review reported profiles by hand, and let every member block or
          report anyone at any time. We never sell your personal data, and payments go through a regulated payment
          processor: we never see or store your full card details.
        </Trans>
      </p>
      <h2>
        <Trans>Talk to us</Trans>
      </h2>
      <p>
        <Trans>
          Questions, suggestions or a concern about a profile? Write to <a href={`mailto:${email}`}>{email}</a> or use
          the <a href={at(paths.contact.path)}>contact form</a>. A member of our team answers within one working day.
        </Trans>
      </p>
    </ProsePage>
  );
}

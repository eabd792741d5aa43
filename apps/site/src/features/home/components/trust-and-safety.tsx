import { Text } from '@mantine/core';
import { LockIcon, ShieldIcon, UserCheckIcon } from '@matri/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { FeatureGrid, type Feature } from './feature-grid';

export function TrustAndSafety() {
  const { t } = useLingui();
  const promises: readonly Feature[] = [
    {
      icon: <UserCheckIcon size={28} />,
      title: t`Mobile and e-mail verified members`,
      text: t`E-mail and mobile numbers are verified, and every member confirms they are at least 18 years old.`,
    },
    {
      icon: <LockIcon size={28} />,
      title: t`Your privacy, your rules`,
      text: t`Choose who sees your photos and phone number. Hide your profile at any time, or delete it for good.`,
    },
    {
      icon: <ShieldIcon size={28} />,
      title: t`Report and block`,
      text: t`Block anyone with one tap. Reports reach a real person on our team, who can suspend fake or abusive profiles.`,
    },
  ];
  return (
    <FeatureGrid
      id="trust-title"
      heading={t`Trust and safety come first`}
      features={promises}
      footer={
        <Text ta="center" mt="xl" size="sm">
          <Trans>
            We never ask for money to introduce you to a member. Never share OTPs or bank details with anyone you meet
            here.
          </Trans>
        </Text>
      }
    />
  );
}

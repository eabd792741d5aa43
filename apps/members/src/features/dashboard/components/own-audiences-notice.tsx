import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { paths, type OwnProfile } from '@matri/contracts';

/**
 * What the member's own choices keep out (new profiles hear only from verified IDs, and many never open Setting), and
 * what opens the doors of members who ask the same: verifying their own ID.
 */
export function OwnAudiencesNotice({ profile }: { profile: OwnProfile }) {
  const isNarrowed = profile.interestAudience !== 'anyone' || profile.messageAudience !== 'anyone';
  const isIdVerified = profile.badges.some((badge) => badge.kind === 'id');
  if (!isNarrowed && isIdVerified) return null;
  return (
    <Alert color="blue" variant="light" mt="md">
      {isNarrowed && (
        <Text size="sm">
          <Trans>
            Only members who verified their ID can send you interests or messages: members who did not cannot reach you.
          </Trans>{' '}
          <Anchor component={Link} to={paths.setting.path} size="sm" c="inherit" underline="always">
            <Trans>Change who may reach me</Trans>
          </Anchor>
        </Text>
      )}
      {!isIdVerified && (
        <Text size="sm">
          <Trans>Many members hear only from members with a verified ID. Verify yours so they can hear from you.</Trans>{' '}
          <Anchor component={Link} to={paths.verification.path} size="sm" c="inherit" underline="always">
            <Trans>Verify your ID</Trans>
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}

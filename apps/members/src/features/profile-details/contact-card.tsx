import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { toApiError } from '@matri/api-client';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { paths, type ContactAccess, type ProfileDetailsJson } from '@matri/contracts';
import { useRevealContact } from './api/use-reveal-contact';

const notShownYet = {
  private: msg`This member keeps contact details private. Talk through your families, or ask them to share.`,
  'after-acceptance': msg`Shown once an interest between you is accepted, as the member allows.`,
} as const satisfies Record<Exclude<ContactAccess, 'shown' | 'reveal' | 'upgrade'>, unknown>;

function ContactLines({ contact }: { contact: { email: string; mobile: string } }) {
  return (
    <Stack gap={4}>
      <Text>
        <Trans>
          E-mail: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
        </Trans>
      </Text>
      <Text>
        <Trans>
          Mobile: <Anchor href={`tel:${contact.mobile}`}>{contact.mobile}</Anchor>
        </Trans>
      </Text>
    </Stack>
  );
}

/**
 * The member's contact details as they allow: shown, one click away with a paid plan's contact views, an upgrade away,
 * or why not.
 */
export function ContactCard({ details }: { details: ProfileDetailsJson }) {
  const { i18n } = useLingui();
  const name = details.member.full_name;
  const reveal = useRevealContact(details.member.profileId ?? '');
  const contact = reveal.data?.contact ?? details.member.contact;
  const left = reveal.data?.contactViewsLeft;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="section-contact">
      <Title id="section-contact" order={2} size="h4" mb="sm">
        <Trans>Contact details</Trans>
      </Title>
      {contact ? (
        <Stack gap="xs">
          <ContactLines contact={contact} />
          {left !== undefined && left !== null && (
            <Text size="sm" c="dimmed">
              <Plural
                value={left}
                one="# contact view left on your plan this month."
                other="# contact views left on your plan this month."
              />
            </Text>
          )}
        </Stack>
      ) : details.contactAccess === 'reveal' ? (
        <Stack gap="xs" align="flex-start">
          <Text>
            <Trans>
              {name} shares contact details with paying members. Seeing them uses one of your plan’s contact views this
              month.
            </Trans>
          </Text>
          <Button onClick={() => reveal.mutate()} loading={reveal.isPending}>
            <Trans>View contact details</Trans>
          </Button>
          {reveal.isError && (
            <Alert color="red" role="alert">
              {toApiError(reveal.error).message}{' '}
              {toApiError(reveal.error).fieldErrors['plan'] && (
                <Anchor component={Link} to={paths.upgrade.path} c="inherit" underline="always">
                  <Trans>See the plans</Trans>
                </Anchor>
              )}
            </Alert>
          )}
        </Stack>
      ) : details.contactAccess === 'upgrade' ? (
        <Text>
          <Trans>
            {name} shares contact details with paying members who have contact views left this month.{' '}
            <Anchor component={Link} to={paths.upgrade.path}>
              Upgrade to see contact details
            </Anchor>
          </Trans>
        </Text>
      ) : (
        <Text c="dimmed">
          {i18n._(details.contactAccess === 'shown' ? notShownYet.private : notShownYet[details.contactAccess])}
        </Text>
      )}
    </Card>
  );
}

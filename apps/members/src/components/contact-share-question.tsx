import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { CONTACT_SHARE_QUESTION } from '@matri/contracts';
import { useLanguage } from '@matri/ui';

/**
 * The question a text with contact details asks before it goes to a member my own details do not reach (the API asks
 * the same, by a 409 on confirmedContactShare): a message in a conversation, an interest's message.
 */
export function ContactShareQuestion({ onEdit, onSend }: { onEdit: () => void; onSend: () => void }) {
  const language = useLanguage();
  return (
    <>
      <Text mb="md">{CONTACT_SHARE_QUESTION[language]}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onEdit}>
          <Trans>Edit message</Trans>
        </Button>
        <Button onClick={onSend}>
          <Trans>Send anyway</Trans>
        </Button>
      </Group>
    </>
  );
}

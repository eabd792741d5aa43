import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toApiError } from '@matri/api-client';
import { paths } from '@matri/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '@matri/ui';
import { useBlockMember } from './api/use-block-member';

/** Blocks a member after a confirmation: neither sees the other any more, so the page leaves for search. */
export function BlockDialog({
  member,
  onClose,
}: {
  member: { profileId: string; full_name: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = member.full_name;
  const blockMember = useBlockMember();
  const navigate = useNavigate();
  const [isBlocking, setBlocking] = useState(false);
  const block = async () => {
    setBlocking(true);
    try {
      await blockMember.mutateAsync(member.profileId);
      showToast('success', t`${name} is blocked. You can unblock them on Setting.`, t`Blocked`);
      onClose();
      navigate(paths.search.path);
    } catch (caught) {
      showToast('error', toApiError(caught).message, t`Not blocked`);
      setBlocking(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t`Block ${name}?`}>
      <Stack>
        <Text>
          <Trans>
            You will not see each other in search or matches, no interests can pass between you, and any waiting
            interest ends. They are not told.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={isBlocking} onClick={() => void block()}>
            <Trans>Block</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

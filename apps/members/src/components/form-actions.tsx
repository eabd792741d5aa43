import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import { Button, Group } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** The Cancel and Save buttons that end every edit form in a dialog. */
export function FormActions({ onCancel, isSubmitting }: { onCancel: () => void; isSubmitting: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button type="submit" loading={isSubmitting}>
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}

import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Text.css';
import { Popover, Text } from '@mantine/core';
import type { ReactElement } from 'react';

/** A badge's sentence in a popover under it: loaded at the first tap on a badge, which it opens with. */
export function BadgeSentencePopover({ target, sentence }: { target: ReactElement; sentence: string }) {
  return (
    <Popover width={280} withArrow shadow="md" position="bottom-start" defaultOpened>
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{sentence}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

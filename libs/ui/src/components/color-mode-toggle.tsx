import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { MoonIcon, SunIcon } from './icons';
import { useEarlyTapReplay } from './use-early-tap-replay';
import { useLingui } from '@lingui/react/macro';

export function ColorModeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = current === 'dark' ? 'light' : 'dark';
  const { t } = useLingui();
  useEarlyTapReplay('color-mode');
  const label = next === 'dark' ? t`Switch to dark mode` : t`Switch to light mode`;
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={label}
      title={label}
      data-early-tap="color-mode"
    >
      {current === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}

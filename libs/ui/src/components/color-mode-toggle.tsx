import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useIsHydrated } from '../forms/use-is-hydrated';
import { DEFAULT_COLOR_SCHEME } from '../theme/color-scheme';
import { MoonIcon, SunIcon } from './icons';
import { useEarlyTapReplay } from './use-early-tap-replay';
import { useLingui } from '@lingui/react/macro';

export function ColorModeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const stored = useComputedColorScheme('light', { getInitialValueInEffect: true });
  // A prerendered page was written in the default mode, and hydration must render what it was served: the stored
  // choice names the button once the page runs. The icon follows the head script's attribute through CSS, so a dark
  // page shows the sun from its first paint.
  const current = useIsHydrated() ? stored : DEFAULT_COLOR_SCHEME;
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
      <SunIcon className="mantine-light-hidden" />
      <MoonIcon className="mantine-dark-hidden" />
    </ActionIcon>
  );
}

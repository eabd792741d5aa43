import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';
import { COLOR_MODE_STORAGE_KEY } from './color-mode-key';

/** Light until the member chooses otherwise; the system setting is deliberately not followed. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_MODE_STORAGE_KEY });

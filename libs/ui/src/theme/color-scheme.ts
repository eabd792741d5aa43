import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/** Where the member's light/dark choice is kept in local storage. */
export const COLOR_MODE_STORAGE_KEY = 'color-mode';

/** Light until the member chooses otherwise; the system setting is deliberately not followed. */
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'light';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_MODE_STORAGE_KEY });

import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '@matri/contracts';

/** The spec's layout breakpoints: 30, 48, 62, 80 and 96em. */
export const breakpoints = { xs: '30em', sm: '48em', md: '62em', lg: '80em', xl: '96em' } as const;

/** System fonts only: no web-font download on slow networks, and Devanagari renders with the phone's own font. */
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Helvetica Neue", Arial, sans-serif';

export function createBrandTheme(brand: Brand): MantineThemeOverride {
  return createTheme({
    breakpoints,
    colors: { brand: [...brand.primaryColour] },
    primaryColor: 'brand',
    // Filled surfaces carry white text: shades 7 and 8 keep it above 4.5:1 for both brands in both modes.
    // Text links in dark mode use the lighter anchor colour Mantine derives separately.
    primaryShade: { light: 7, dark: 8 },
    fontFamily: systemFonts,
    headings: { fontFamily: systemFonts, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}

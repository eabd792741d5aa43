import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { Brand } from '@matri/contracts';

/** docs/spec.md's layout breakpoints: 30, 48, 62, 80 and 96em. */
export const breakpoints = { xs: '30em', sm: '48em', md: '62em', lg: '80em', xl: '96em' } as const;

/**
 * System fonts first: no web-font download on slow networks, and Devanagari renders with the device's own font
 * (Android's Noto Sans Devanagari, Windows' Nirmala UI or Mangal, Apple's Kohinoor). Only a device with none of them
 * falls through to Matri Devanagari, a Devanagari-only subset (providers/devanagari-font.css).
 */
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari", "Nirmala UI", Mangal, ' +
  '"Kohinoor Devanagari", "Matri Devanagari", "Helvetica Neue", Arial, sans-serif';

/**
 * Mantine's red with darker shades 7 to 9: with primaryShade 7, red text, outlines and white-on-red buttons (block,
 * report, delete account) would sit at 3.8:1 on white; these keep them above 4.5:1. Shades 0 to 6 are Mantine's.
 */
const accessibleRed = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#c92a2a',
  '#b02525',
  '#8f1d1d',
] as const;

export function createBrandTheme(brand: Brand): MantineThemeOverride {
  return createTheme({
    breakpoints,
    colors: { brand: [...brand.primaryColour], red: [...accessibleRed] },
    primaryColor: 'brand',
    // Filled surfaces carry white text: shades 7 and 8 keep it above 4.5:1 for both brands in both modes.
    // Text links in dark mode use the lighter anchor colour Mantine derives separately.
    primaryShade: { light: 7, dark: 8 },
    fontFamily: systemFonts,
    headings: { fontFamily: systemFonts, fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    components: {
      // A focused field is drawn in the focus colour (providers/global.css), not the brand's: with a red brand, a
      // field being typed in looked like one with an error. A plain object, so the theme pulls no component code in.
      Input: {
        classNames: { input: 'app-input' },
        vars: (_theme: unknown, props: { variant?: string }) => ({
          wrapper: { '--input-bd-focus': props.variant === 'unstyled' ? undefined : 'var(--app-focus)' },
        }),
      },
    },
  });
}

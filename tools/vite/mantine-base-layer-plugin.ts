import type { Plugin } from 'vite';

/**
 * Mantine's element reset and the styles its other components are built on (Mantine's "components dependencies"
 * list, less CloseButton, ActionIcon and ModalBase, which are built on these and must stay above them).
 */
export const MANTINE_BASE_STYLES = [
  'baseline',
  'UnstyledButton',
  'ScrollArea',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'Group',
  'Flex',
  'Loader',
  'Overlay',
  'Input',
  'InlineInput',
  'FloatingIndicator',
] as const;

const BASE_STYLE = new RegExp(`^@mantine/core/styles/(${MANTINE_BASE_STYLES.join('|')})\\.css$`);

/**
 * Every import of a base style gets Mantine's layered copy (`@layer mantine`), so every unlayered component style
 * built on it wins whichever order the chunks' stylesheets arrive in. Imported plainly from a lazy page, a base came
 * after the shell's styles and undid them for the rest of the visit: /messages' button reset took the borders off
 * the header icons, the padding off the side menu and the tabs, and the background off filled buttons.
 */
export function mantineBaseLayerPlugin(): Plugin {
  return {
    name: 'matri:mantine-base-layer',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const base = BASE_STYLE.exec(source);
      if (!base) return null;
      return this.resolve(`@mantine/core/styles/${base[1]}.layer.css`, importer, { ...options, skipSelf: true });
    },
  };
}

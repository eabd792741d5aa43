import type { Plugin } from 'vite';

const ROOTS = /@mantine\/core\/esm\/components\/(Modal\/ModalRoot|Drawer\/DrawerRoot)\.mjs$/;
const SCROLL_AREA_IMPORT = 'import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";\n';
const AUTOSIZE_CHECK = 'scrollAreaComponent === ScrollArea.Autosize';
// ScrollArea.Autosize's own displayName: the same component, told without importing it.
const AUTOSIZE_BY_NAME = 'scrollAreaComponent?.displayName === "@mantine/core/ScrollAreaAutosize"';

/**
 * Mantine's Modal and Drawer import the whole of ScrollArea (4.2 KB brotli) only to ask whether the dialog was given
 * `ScrollArea.Autosize` as its scroll area (`data-offset-scrollbars`); their content scrolls natively otherwise, as
 * every dialog of ours does. So a page whose main control opens a dialog (/dashboard, /matches) carried ScrollArea
 * beside its entry on a first visit. The check is made by the component's displayName instead, which gives the same
 * answer for ScrollArea.Autosize and any other component. A Mantine whose roots check otherwise fails the build, so
 * this is revisited.
 */
export function modalScrollAreaCheckPlugin(): Plugin {
  return {
    name: 'matri:modal-scroll-area-check',
    transform(code, id) {
      if (!ROOTS.test(id)) return null;
      if (!code.includes(SCROLL_AREA_IMPORT) || code.split(AUTOSIZE_CHECK).length !== 2) {
        this.error(`${id} no longer checks for ScrollArea.Autosize as expected: see modal-scroll-area-check-plugin.ts`);
      }
      const checked = code.replace(SCROLL_AREA_IMPORT, '').replace(AUTOSIZE_CHECK, AUTOSIZE_BY_NAME);
      if (/\bScrollArea\b/.test(checked.replaceAll('ScrollAreaAutosize', ''))) {
        this.error(`${id} uses ScrollArea beyond the Autosize check: see modal-scroll-area-check-plugin.ts`);
      }
      return { code: checked, map: null };
    },
  };
}

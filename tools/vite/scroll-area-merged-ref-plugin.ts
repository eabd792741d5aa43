import type { Plugin } from 'vite';

const SCROLL_AREA = /@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
const FLOATING_UI_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';

/**
 * Mantine's ScrollArea, inside every Modal, takes one hook from @floating-ui/react (useMergeRefs), and the chunk that
 * holds it is the whole of Floating UI (12 KB gzip, shared with Popover's users): a page whose dialog has no popover
 * loaded it before the dialog could open. Mantine's own useMergedRef merges refs the same way (their cleanups too),
 * so ScrollArea is given that one. A Mantine whose ScrollArea imports otherwise fails the build, so this is revisited.
 */
export function scrollAreaMergedRefPlugin(): Plugin {
  return {
    name: 'matri:scroll-area-merged-ref',
    transform(code, id) {
      if (!SCROLL_AREA.test(id)) return null;
      if (!code.includes(FLOATING_UI_IMPORT)) {
        this.error(
          `${id} no longer imports useMergeRefs from @floating-ui/react: see scroll-area-merged-ref-plugin.ts`,
        );
      }
      return {
        code: code
          .replace(FLOATING_UI_IMPORT, 'import { useMergedRef } from "@mantine/hooks";')
          .replaceAll('useMergeRefs([', 'useMergedRef(...['),
        map: null,
      };
    },
  };
}

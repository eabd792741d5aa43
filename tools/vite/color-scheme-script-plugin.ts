import type { Plugin } from 'vite';
import { COLOR_MODE_STORAGE_KEY } from '../../libs/ui/src/theme/color-mode-key';

/**
 * Sets the stored colour mode on <html> before the page paints, so a member who chose dark never sees a light flash.
 * Light unless dark was chosen; the system setting is not consulted.
 */
export function colorSchemeScriptPlugin(): Plugin {
  const script =
    `<script>try{document.documentElement.setAttribute('data-mantine-color-scheme',` +
    `localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})==='dark'?'dark':'light')}catch(e){}</script>`;
  return {
    name: 'matri:color-scheme-script',
    transformIndexHtml: (html) => html.replace('<!--color-scheme-script-->', script),
  };
}

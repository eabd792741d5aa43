import type { Plugin } from 'vite';

/**
 * Sets the stored colour mode on <html> before the page paints, so a member who chose dark never sees a light flash.
 * Light unless dark was chosen; the system setting is not consulted. `storageKey`: where libs/ui keeps the choice.
 */
export function colorSchemeScriptPlugin(storageKey: string): Plugin {
  const script =
    `<script>try{document.documentElement.setAttribute('data-mantine-color-scheme',` +
    `localStorage.getItem(${JSON.stringify(storageKey)})==='dark'?'dark':'light')}catch(e){}</script>`;
  return {
    name: 'matri:color-scheme-script',
    transformIndexHtml: (html) => html.replace('<!--color-scheme-script-->', script),
  };
}

/** Head tags React 19 hoists to the front of a prerendered fragment. */
const LEADING_HOISTABLE = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/;

/** Splits React's prerender output into the hoisted head tags and the body markup. */
export function splitHoistedHead(rendered: string): { head: string; body: string } {
  let rest = rendered;
  let head = '';
  for (let match = LEADING_HOISTABLE.exec(rest); match; match = LEADING_HOISTABLE.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Fills the built index.html: head tags at <!--app-head-->, the page at <!--app-html-->. */
export function fillTemplate(template: string, rendered: string): string {
  const { head, body } = splitHoistedHead(rendered);
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lacks the <!--app-head--> or <!--app-html--> marker');
  }
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
}

/** Where a route's HTML goes: "/" is index.html, "/about" is about/index.html, "/hi/" is hi/index.html. */
export function htmlFileFor(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/**
 * A page in its language: `<html lang>` says it, and its message catalogs are preloaded beside the entry script, so
 * hydration does not wait for one more round trip.
 */
export function inLanguage(
  html: string,
  htmlLang: string,
  { catalogUrls }: { catalogUrls: readonly string[] },
): string {
  if (!/<html lang="[^"]*">/.test(html)) throw new Error('index.html lacks <html lang="…">');
  const preloads = catalogUrls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('');
  return html.replace(/<html lang="[^"]*">/, `<html lang="${htmlLang}">`).replace('</head>', `${preloads}</head>`);
}

const DEVANAGARI_FONT_URL = /font-family:\s*["']?Matri Devanagari["']?;[^}]*?url\(["']?(\/assets\/[^)"']+\.woff2)/;

/**
 * A Hindi page on a device with no Devanagari font of its own (a few desktops, some old phones) would show empty boxes
 * until the fallback subset arrives, and it is requested only at the first layout, so the page reflows after its first
 * paint. This check measures a letter and a vowel sign in the device's own sans-serif: equal widths mean both are the
 * missing-glyph box, and only then is the subset (found in the page's inlined stylesheet) preloaded before any layout.
 * A device with a Devanagari font downloads nothing.
 */
export function withDevanagariFontCheck(html: string): string {
  const fontUrl = DEVANAGARI_FONT_URL.exec(html)?.[1];
  if (!fontUrl) throw new Error("The page's stylesheet has no Matri Devanagari font to preload");
  const script =
    `<script>try{var c=document.createElement('canvas').getContext('2d');c.font='32px sans-serif';` +
    `if(c.measureText('\\u0915').width===c.measureText('\\u093e').width){var l=document.createElement('link');` +
    `l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href='${fontUrl}';` +
    `document.head.appendChild(l)}}catch(e){}</script>`;
  if (!html.includes('<script type="module"')) throw new Error('The page has no entry script to put the check before');
  return html.replace('<script type="module"', `${script}<script type="module"`);
}

/** The built file of a source module, by the build manifest. */
export function chunkOf(manifest: BuildManifest, moduleKey: string): string {
  const chunk = manifest[moduleKey];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${moduleKey}`);
  return chunk.file;
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * Puts the entry stylesheets into the page itself: on a slow network the first paint then waits for the HTML alone,
 * not for one more request. `readAsset` returns a built file's text by its url.
 */
export async function inlineStylesheets(html: string, readAsset: (url: string) => Promise<string>): Promise<string> {
  let result = html;
  for (const match of html.matchAll(STYLESHEET_LINK)) {
    const css = (await readAsset(match[1])).replace(/<\/style/gi, '<\\/style');
    result = result.replace(match[0], `<style data-inlined-from="${match[1]}">${css}</style>`);
  }
  return result;
}

/** The part of Vite's build manifest the prerender reads. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** Every stylesheet a lazily loaded module needs: its own and those of the chunks it imports, entry excluded. */
export function stylesheetsOf(manifest: BuildManifest, moduleKeys: readonly string[]): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of moduleKeys) {
    if (!manifest[key]) throw new Error(`The build manifest has no chunk for ${key}`);
    visit(key);
  }
  return [...css];
}

/** Adds stylesheets (inlined) to a page, before </head>. */
export async function inlineExtraStylesheets(
  html: string,
  urls: readonly string[],
  readAsset: (url: string) => Promise<string>,
): Promise<string> {
  const styles = await Promise.all(
    urls
      .filter((url) => !html.includes(`data-inlined-from="${url}"`))
      .map(
        async (url) =>
          `<style data-inlined-from="${url}">${(await readAsset(url)).replace(/<\/style/gi, '<\\/style')}</style>`,
      ),
  );
  return html.replace('</head>', `${styles.join('')}</head>`);
}

/** What a served HTML page makes the browser load first: its scripts, module preloads and stylesheets. */

/** CSS the HTML carries itself (the prerender inlines the entry stylesheet). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
}

export function referencedFiles(html: string): { js: string[]; css: string[] } {
  const js = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((m) => m[1]);
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

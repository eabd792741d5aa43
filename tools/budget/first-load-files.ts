/** What a served HTML page makes the browser load first: its scripts, module preloads and stylesheets. */
import type { BuildManifest } from '../build/prerender-html';

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

/**
 * What the browser must load before the given modules run: their chunks and, transitively, the chunks they import
 * statically (a dynamic import waits for its own moment), with the stylesheets of all of them.
 */
export function staticClosure(manifest: BuildManifest, moduleKeys: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of moduleKeys) visit(key);
  return { js: [...js], css: [...css] };
}

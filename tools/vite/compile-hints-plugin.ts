import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint (Chrome 136+), read only as a file's very first line. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the entry chunk for eager compilation: V8 then compiles all its functions on a background thread as the file
 * streams in, instead of each one on the main thread at its first call. Most of the entry (React DOM, the router, the
 * query client, the theme, the shell) runs before a member page answers its first tap, and a module script never gets
 * a code cache in chromium (ARCHITECTURE, "How the member area loads"), so a cheap phone paid those compiles on every
 * visit. Added after Vite's own preamble (`__vite__mapDeps`), which would otherwise come first; a source map gains one
 * empty line to match.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'matri:compile-hints',
    apply: 'build',
    generateBundle: { order: 'post', handler: (_options, bundle) => hintEntries(bundle) },
  };
}

/** Puts the hint on each entry chunk of a written bundle. */
export function hintEntries(bundle: Rolldown.OutputBundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    chunk.code = `${EAGER_COMPILE_HINT}${chunk.code}`;
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
}

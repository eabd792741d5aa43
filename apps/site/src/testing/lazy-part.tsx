import { lazy, type ComponentType } from 'react';

/**
 * Jest stand-in for src/lazy/lazy-part.tsx, whose import.meta.glob only Vite understands: the same lazy loading,
 * through an ordinary dynamic import of the same file.
 */
export const renderedParts = new Set<string>();

export function manifestKeyOf(part: string): string {
  return `src/${part.replace(/^\.\.\//, '')}`;
}

export function lazyPart<P extends object>(file: string, exportName: string): ComponentType<P> {
  return lazy(async () => {
    // Tests read English from the macros' own messages (tools/jest/setup-dom.ts): no catalog to wait for.
    const module = (await import(`../lazy/${file}`)) as Record<string, ComponentType<P>>;
    return { default: module[exportName] };
  });
}

import type { Plugin } from 'vite';

const LIB_SOURCE = /\/libs\/[^/]+\/src\/.+\.tsx?$/;

/**
 * Marks our libs' modules as free of side effects. Path aliases bypass the package.json lookup that would say so, and
 * without it a page that imports only the route table from @matri/contracts would also ship the zod schemas beside it.
 * The transform hook is used because its answer takes precedence over the resolver's.
 */
export function pureLibsPlugin(): Plugin {
  return {
    name: 'matri:pure-libs',
    transform(code, id) {
      if (!LIB_SOURCE.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

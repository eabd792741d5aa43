import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const require = createRequire(import.meta.url);

/**
 * react-router 7 ships only its development build through package exports; production builds get the smaller
 * production build (no dev warnings) by alias.
 */
export function reactRouterProductionAlias(): Alias {
  const packageRoot = path.dirname(require.resolve('react-router/package.json'));
  return { find: /^react-router$/, replacement: path.join(packageRoot, 'dist/production/index.mjs') };
}

import { transform } from '@swc/core';
import type { Plugin } from 'vite';

/** The same swc options the Jest preset uses, so tests and builds turn macros into the same calls. */
export const linguiSwcPlugins: [string, Record<string, unknown>][] = [['@lingui/swc-plugin', {}]];

const SOURCE = /\.[cm]?tsx?$/;
const USES_MACRO = /from ['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * Turns Lingui's macros (`t`, `<Trans>`, `<Plural>` …) into runtime calls with message ids before Vite's own
 * TypeScript and JSX transform; files without a macro pass untouched. JSX is preserved for the React plugin.
 */
export function linguiMacroPlugin(): Plugin {
  return {
    name: 'matri:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!SOURCE.test(id) || id.includes('/node_modules/') || !USES_MACRO.test(code)) return null;
      const result = await transform(code, {
        filename: id,
        sourceMaps: true,
        jsc: {
          parser: { syntax: 'typescript', tsx: id.endsWith('x') },
          transform: { react: { runtime: 'preserve' } },
          target: 'esnext',
          experimental: { plugins: linguiSwcPlugins },
        },
      });
      return { code: result.code, map: result.map ?? null };
    },
  };
}

import type { Plugin } from 'vite';

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;

/** Runs a plugin's `transform` hook on one module as the build would, its `this.error` throwing as the build fails. */
export function transformWith(plugin: Plugin, code: string, id: string): { code: string } | null {
  const hook = plugin.transform as unknown as Transform;
  return hook.call(
    {
      error: (message) => {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

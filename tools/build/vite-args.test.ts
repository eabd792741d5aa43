import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { NATIVE_CONFIG_NODE_FLAGS, viteConfigFile } from './vite-args';

/** Loads a config as `vite --configLoader native` does, and prints the names of its plugins. */
const loadNatively = `
  const { loadConfigFromFile } = await import('vite');
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, process.argv[1], undefined, 'warn', undefined, 'native');
  console.log(loaded.config.plugins.flat().map((plugin) => plugin.name).join(' '));
`;

describe.each(['site', 'members'] as const)('the %s Vite config', (app) => {
  it('loads natively, without a warning', () => {
    const result = spawnSync(
      process.execPath,
      [...NATIVE_CONFIG_NODE_FLAGS, '--input-type=module', '-e', loadNatively, viteConfigFile(app)],
      // From the workspace root, as the builds run Vite: a tsx parent (npm test's runner) hands its --tsconfig down as
      // a path relative to it, which Nx's run of this test from tools/ would otherwise misread.
      { encoding: 'utf8', cwd: path.resolve(__dirname, '../..'), env: { ...process.env, BRAND: 'humsafar' } },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('matri:lingui-macro');
    expect(result.status).toBe(0);
  }, 120_000);
});

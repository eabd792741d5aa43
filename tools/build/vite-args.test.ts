import { spawnSync } from 'node:child_process';
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
      { encoding: 'utf8', env: { ...process.env, BRAND: 'humsafar' } },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('matri:lingui-macro');
    expect(result.status).toBe(0);
  }, 120_000);
});

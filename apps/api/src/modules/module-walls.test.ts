import { execFileSync } from 'node:child_process';
import path from 'node:path';

const apiRoot = path.resolve(__dirname, '../..');

type Finding = { file: string; ruleId: string | null; message: string };

/** Lints files that are not on disk, as they would be at `file`, with the API's own ESLint config. */
function lint(files: Record<string, string>): Finding[] {
  const script = `
    const { ESLint } = require('eslint');
    const files = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(apiRoot)} });
      const found = [];
      for (const [file, code] of Object.entries(files)) {
        const [result] = await eslint.lintText(code, { filePath: require('node:path').join(${JSON.stringify(apiRoot)}, file) });
        for (const m of result.messages) found.push({ file, ruleId: m.ruleId, message: m.message });
      }
      process.stdout.write(JSON.stringify(found));
    })();`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify(files)], { cwd: apiRoot, encoding: 'utf8' }),
  );
}

/** The config's own apiModuleOrder, so a new module is placed in one list, not also here. */
function configuredOrder(): string[] {
  const script = `
    import(${JSON.stringify(path.join(apiRoot, 'eslint.config.mjs'))}).then(({ apiModuleOrder }) => {
      process.stdout.write(JSON.stringify(apiModuleOrder));
    });`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: apiRoot, encoding: 'utf8' }));
}

/** What the walls say of each order, asked of the config module itself (ESM, so outside Jest's CommonJS). */
function wallsWith(orders: string[][]): string[] {
  const script = `
    import(${JSON.stringify(path.join(apiRoot, 'eslint.config.mjs'))}).then(({ apiModuleWalls }) => {
      const said = JSON.parse(process.argv[1]).map((order) => {
        try { apiModuleWalls(${JSON.stringify(path.join(apiRoot, 'src'))}, order); return 'placed'; }
        catch (error) { return error.message; }
      });
      process.stdout.write(JSON.stringify(said));
    });`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify(orders)], { cwd: apiRoot, encoding: 'utf8' }),
  );
}

describe('the API module walls (apps/api/eslint.config.mjs)', () => {
  it('refuse an import up the modules, past an entry, into HTTP or through its own entry, and allow one down through an entry', () => {
    const found = lint({
      'src/modules/platform/uses-account.ts':
        "import { createPasswordHasher } from '../account';\nexport const f = createPasswordHasher;\n",
      'src/modules/discovery/inner-file.ts':
        "import { createPasswordHasher } from '../account/auth/password-hashing';\nexport const f = createPasswordHasher;\n",
      'src/modules/account/answers-http.ts':
        "import { ApiError } from '../../http/api-error';\nexport const f = ApiError;\n",
      'src/modules/account/own-entry.ts': "import { contactHash } from './index';\nexport const f = contactHash;\n",
      'src/modules/discovery/through-entry.ts':
        "import { createPasswordHasher } from '../account';\nexport const f = createPasswordHasher;\n",
    });
    const walls = found.filter((finding) => finding.ruleId === 'import/no-restricted-paths');
    expect(
      walls.map(({ file, message }) => [
        file,
        message.replace(/^Unexpected path "[^"]*" imported in restricted zone\. /, ''),
      ]),
    ).toEqual([
      [
        'src/modules/platform/uses-account.ts',
        'platform sits below account (apiModuleOrder): move what both need down, or pass it in.',
      ],
      [
        'src/modules/discovery/inner-file.ts',
        'Import the account module through its entry, modules/account/index.ts (export it there if others need it).',
      ],
      [
        'src/modules/account/answers-http.ts',
        'Modules know no HTTP and no program start: raise a domain error (modules/platform) and let http/ answer.',
      ],
      [
        'src/modules/account/own-entry.ts',
        'Inside a module, import its files directly: its entry is for the others (and would make a cycle).',
      ],
    ]);
  }, 120_000);

  it('make every module folder take a place in the order', () => {
    const order = configuredOrder();
    const top = order[order.length - 1];
    expect(wallsWith([order, order.slice(0, -1)])).toEqual([
      'placed',
      `Place each API module in apiModuleOrder (apps/api/eslint.config.mjs): ${top}`,
    ]);
  }, 60_000);
});

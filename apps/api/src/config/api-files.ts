import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of the files the API reads at run time (migrations, the HEIC decoder's worker, the QR reader's): the built bundle's own
 * folder (dist/apps/api, where the build copies them) or, run from its sources by tsx or jest, apps/api.
 */
const API_ROOT = existsSync(path.join(__dirname, 'drizzle')) ? __dirname : path.resolve(__dirname, '../..');

export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const HEIC_WORKER_FILE = path.join(API_ROOT, 'src/modules/photos/decode-heic-worker.cjs');
export const NUDITY_WORKER_FILE = path.join(API_ROOT, 'src/modules/photos/screening/nudity-worker.cjs');
/** libs/face-check's worker: copied beside main.js by the build, the library's own file otherwise (its default). */
export const FACE_WORKER_FILE_IN_BUNDLE = API_ROOT === __dirname ? path.join(API_ROOT, 'face-worker.cjs') : undefined;
/** The photo-work child (modules/photos/photo-work): bundled beside main.js by the build, run by tsx from its source otherwise. */
export const PHOTO_WORK_CHILD_FILE =
  API_ROOT === __dirname
    ? path.join(API_ROOT, 'photo-work-child.js')
    : path.join(API_ROOT, 'src/modules/photos/photo-work/photo-work-child.ts');
/** The tsconfig whose paths tsx resolves the child's imports by, run from the sources. */
export const TSX_TSCONFIG_FILE = path.join(API_ROOT, 'tsconfig.json');
export const QR_READER_WORKER_FILE = path.join(API_ROOT, 'src/modules/verification/read-qr-worker.cjs');
/** @matri/aadhaar's QR reader: bundled beside main.js by the build, its TypeScript source otherwise. */
export const QR_READER_FILE =
  API_ROOT === __dirname
    ? path.join(API_ROOT, 'aadhaar-qr-reader.js')
    : path.resolve(API_ROOT, '../../libs/aadhaar/src/read-qr-image.ts');

import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of the files the API reads at run time (migrations, the HEIC decoder's worker): the built bundle's own
 * folder (dist/apps/api, where the build copies them) or, run from its sources by tsx or jest, apps/api.
 */
const API_ROOT = existsSync(path.join(__dirname, 'drizzle')) ? __dirname : path.resolve(__dirname, '../..');

export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const HEIC_WORKER_FILE = path.join(API_ROOT, 'src/modules/photos/decode-heic-worker.cjs');

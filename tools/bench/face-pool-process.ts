/**
 * The API's primary's part in the selfie checks, for selfie-check.ts: a process holding the one pool of face workers
 * (FACE_POOL_SETTINGS, @matri/face-check's settings as JSON) and answering the face reads its parent asks over IPC,
 * as server/primary.ts does for the API processes. Ends when its parent closes the channel.
 */
import {
  configuredFaceWorkerPool,
  faceCheckConfig,
  serveFaceReads,
  type FaceCheckSettings,
  type FaceReadChannel,
} from '@matri/face-check';

const settings = JSON.parse(process.env['FACE_POOL_SETTINGS'] ?? '{}') as FaceCheckSettings;
const pool = configuredFaceWorkerPool(faceCheckConfig(settings));
// Forked with an IPC channel (shared-face-pool.ts), so process.send is there.
serveFaceReads(pool, process as FaceReadChannel);
process.on('disconnect', () => void pool.close().then(() => process.exit(0)));

/**
 * The photo-work child process (started by photo-work-process.ts at PHOTO_WORK_PRIORITY): sharp's re-encoding and
 * hashing of photos, and screening's models (nsfwjs, the face detector of @matri/face-check), so that every thread they
 * start (libuv's pool, libvips's, the models' workers) runs at that priority, below the API's requests. Asked over
 * IPC: `{ id, task, image, into }`, answered `{ id, result }` or `{ id, error }`. It reads a photo from its file and
 * writes a prepared one to the files it is given, so that only names and small results cross the channel (PhotoSource).
 */
import { createFaceChecker, type FaceCheckSettings } from '@matri/face-check';
import { FACE_WORKER_FILE_IN_BUNDLE } from '../../../config/api-files';
import { createNudityClassifier } from '../screening/nudity-classifier';
import { inProcessPhotoWork, readingPhoto, type PhotoSource, type PreparedFiles } from './photo-work';

export type PhotoTask = 'prepare' | 'hash' | 'nudity' | 'faces';
/** The image's bytes (a store with no files on this machine), or the file it lies in; where a prepared one goes. */
export type PhotoTaskMessage = {
  id: number;
  task: PhotoTask;
  image: Uint8Array | { file: string };
  into?: PreparedFiles;
};
export type PhotoTaskAnswer = { id: number; result?: unknown; error?: string };

const settings = JSON.parse(process.env.PHOTO_WORK_FACE_SETTINGS ?? '{}') as FaceCheckSettings;
const nice = Number(process.env.PHOTO_WORK_NICE);
// One face worker: screening waits in a queue anyway, and each worker holds its own copy of the models. Its thread
// keeps this process's priority: the selfie's nice value (workerNice) would move it, and a process allowed to (root)
// would even raise it above the rest of this process.
const faces = createFaceChecker({ ...settings, workers: 1, workerNice: nice, workerFile: FACE_WORKER_FILE_IN_BUNDLE });
let nudity: ReturnType<typeof createNudityClassifier> | null = null;
const classifyNudity = readingPhoto((image) => {
  nudity ??= createNudityClassifier();
  return nudity.classify(image);
});
const detectFaces = readingPhoto((image) => faces.detectFaces(image, 'background'));

function run(task: PhotoTask, image: PhotoSource, into: PreparedFiles | undefined): Promise<unknown> {
  switch (task) {
    case 'prepare':
      if (!into) return Promise.reject(new Error('The prepare task needs the files to write'));
      return inProcessPhotoWork.prepare(image, into);
    case 'hash':
      return inProcessPhotoWork.hash(image);
    case 'nudity':
      return classifyNudity(image);
    case 'faces':
      return detectFaces(image);
  }
}

/**
 * An answer to the API. Once the API is gone (a task finishing as it stops) there is no one to answer, and an answer
 * sent without a callback would throw ERR_IPC_CHANNEL_CLOSED here: the disconnect below ends this process instead.
 */
function answer(message: PhotoTaskAnswer): void {
  if (process.connected) process.send?.(message, undefined, undefined, () => undefined);
}

process.on('message', ({ id, task, image, into }: PhotoTaskMessage) => {
  // Bytes cross the channel as plain Uint8Arrays.
  const source = image instanceof Uint8Array ? Buffer.from(image.buffer, image.byteOffset, image.byteLength) : image;
  run(task, source, into).then(
    (result) => answer({ id, result }),
    (error: unknown) => answer({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});

// The API process is gone (or closed us): the models' threads must not outlive it.
process.on('disconnect', () => {
  void Promise.allSettled([faces.close(), nudity?.close()]).then(() => process.exit(0));
});

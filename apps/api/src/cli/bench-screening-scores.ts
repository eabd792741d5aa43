import { readFile } from 'node:fs/promises';
import type { apiCommands } from '@matri/contracts';
import { createFaceChecker } from '@matri/face-check';
import type { z } from 'zod';
import { FACE_WORKER_FILE_IN_BUNDLE } from '../config/api-files';
import { parseEnv } from '../config/env';
import { photoScreeningBars } from '../config/photo-screening-config';
import {
  createNudityClassifier,
  facesOfPhotoIn,
  judgePhoto,
  openScreeningEngines,
  photoHashes,
} from '../modules/photos';

type Input = z.output<typeof apiCommands.benchScreeningScores.input>;

const asText = (hashes: Awaited<ReturnType<typeof photoHashes>>) =>
  hashes ? { hash: hashes.hash.toString(), mirrored: hashes.mirrored.toString() } : null;

/**
 * Scores a set of pictures with screening's own models, hash and judgement, at the bars the PHOTO_* variables set
 * (else the defaults), one picture at a time: what tools/bench/photo-screening-set.ts tabulates.
 */
export async function benchScreeningScores(input: Input) {
  const photoVariables = Object.entries(process.env).filter(([name]) => name.startsWith('PHOTO_'));
  const bars = photoScreeningBars(
    parseEnv({ JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789', ...Object.fromEntries(photoVariables) }),
  );
  const faces = createFaceChecker({ workerFile: FACE_WORKER_FILE_IN_BUNDLE });
  const engines = openScreeningEngines({ isNudityChecked: false, detectFaces: facesOfPhotoIn(faces) });
  const nudity = createNudityClassifier();
  try {
    const pictures = [];
    for (const file of input.pictures) {
      const image = await readFile(file);
      const scores = { nudity: await nudity.classify(image), faces: await engines.detectFaces(image) };
      const found = scores.faces === 'unreadable' ? { count: 0, bestScore: 0 } : scores.faces;
      const judgement = judgePhoto({ nudity: scores.nudity, faces: found, duplicateDistance: null }, null, bars);
      pictures.push({
        file,
        nudity: scores.nudity,
        faces: found,
        hashes: asText(await photoHashes(image)),
        ...judgement,
      });
    }
    const copies = [];
    for (const file of input.copies) copies.push({ file, hashes: asText(await photoHashes(await readFile(file))) });
    return { bars, pictures, copies };
  } finally {
    await nudity.close();
    await faces.close();
  }
}

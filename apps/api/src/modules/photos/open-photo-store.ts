import path from 'node:path';
import type { Env } from '../../config/env';
import { createLocalPhotoStore } from './local-photo-store';
import type { PhotoStore } from './photo-store';
import { createS3PhotoStore } from './s3-photo-store';

/** The product's photo store: the S3 bucket when S3_BUCKET is set (its keys are then required), else DATA_DIR/uploads. */
export function openPhotoStore(env: Env): PhotoStore {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3PhotoStore({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalPhotoStore(path.join(path.resolve(env.DATA_DIR), 'uploads'));
}

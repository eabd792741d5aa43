import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3PhotoStoreOptions } from '../modules/photos';

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket, its objects in a temporary folder. */
export async function startLocalS3Server(
  bucket = 'photos',
): Promise<{ options: S3PhotoStoreOptions; directory: string; stop: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    // s3rver accepts these fixed development credentials only.
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  checkedPhotoFileName,
  newPhotoFileName,
  VARIANT_CONTENT_TYPES,
  type PhotoStore,
  type PhotoVariant,
} from './photo-store';

export interface S3PhotoStoreOptions {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces …); unset for Amazon S3 itself. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Photos in an S3-compatible bucket, private (the API serves them after its access checks): `photos/<name>`, and each
 * photo's resized copies under `variants/<name>/`. Every API process and machine sees the same photos.
 */
export function createS3PhotoStore(options: S3PhotoStoreOptions): PhotoStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Path-style addresses (endpoint/bucket/key) work with every S3-compatible service; virtual hosts need DNS per bucket.
    forcePathStyle: options.endpoint !== undefined,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // A streamed body is otherwise sent aws-chunked with a checksum trailer, which S3-compatible services other than
    // Amazon's may store as the object's bytes (s3rver does).
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const photoKey = (fileName: string) => `photos/${checkedPhotoFileName(fileName)}`;
  const variantsPrefix = (fileName: string) => `variants/${checkedPhotoFileName(fileName).replace(/\.webp$/, '')}/`;
  const variantKey = (fileName: string, { width, quality, format }: PhotoVariant) =>
    `${variantsPrefix(fileName)}${width}-${quality}.${format}`;
  // A stream's length must be given: S3 takes no body of unknown length in one request.
  const put = (Key: string, Body: Buffer | Readable, ContentType: string, ContentLength?: number) =>
    client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType, ContentLength }));
  const get = async (Key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
  const readObject = async (Key: string) => {
    const object = await get(Key);
    return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  };
  return {
    where: `the S3 bucket ${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    save: async (data) => {
      const fileName = newPhotoFileName();
      await put(photoKey(fileName), data, 'image/webp');
      return fileName;
    },
    saveFile: async (file) => {
      const fileName = newPhotoFileName();
      await put(photoKey(fileName), createReadStream(file), 'image/webp', (await stat(file)).size);
      return fileName;
    },
    copy: async (fileName) => {
      const newName = newPhotoFileName();
      try {
        await client.send(
          new CopyObjectCommand({ Bucket, Key: photoKey(newName), CopySource: `${Bucket}/${photoKey(fileName)}` }),
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      return newName;
    },
    remove: async (fileName) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: photoKey(fileName) }));
      // A listing answers at most 1,000 keys: page until none are left, so an erased photo leaves no copy behind.
      let ContinuationToken: string | undefined;
      do {
        const variants = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: variantsPrefix(fileName), ContinuationToken }),
        );
        const keys = (variants.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0)
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = variants.IsTruncated ? variants.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    read: async (fileName) => readObject(photoKey(fileName)),
    localFile: () => null,
    open: async (fileName) => {
      const object = await get(photoKey(fileName));
      if (!(object?.Body instanceof Readable)) return null;
      return { body: object.Body, size: object.ContentLength ?? 0 };
    },
    readVariant: async (fileName, variant) => readObject(variantKey(fileName, variant)),
    saveVariant: async (fileName, variant, data) => {
      await put(variantKey(fileName, variant), data, VARIANT_CONTENT_TYPES[variant.format]);
    },
  };
}

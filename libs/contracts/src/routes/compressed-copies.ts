/**
 * The front ends' text files the API sends compressed, and where a build leaves each one's brotli copy. Brotli at its
 * best quality is too slow to run as a request waits, so the build makes the copy once (tools/build/brotli-copies.ts)
 * and the API sends it to a browser that accepts br (apps/api's front-ends plugin); others get gzip.
 */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);

export const brotliCopyOf = (file: string): string => `${file}.br`;

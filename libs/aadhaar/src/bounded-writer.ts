import { Writer } from '@zip.js/zip.js';

export class TooLarge extends Error {}

/** Keeps what is inflated in memory up to a limit, and stops a ZIP bomb there whatever its headers claim. */
export class BoundedWriter extends Writer<Uint8Array> {
  private readonly chunks: Uint8Array[] = [];
  private written = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override async writeUint8Array(array: Uint8Array): Promise<void> {
    this.written += array.length;
    if (this.written > this.limit) throw new TooLarge();
    this.chunks.push(array);
  }

  override async getData(): Promise<Uint8Array> {
    return Buffer.concat(this.chunks);
  }
}

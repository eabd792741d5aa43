import { BoundedWriter, TooLarge } from './bounded-writer';

describe('BoundedWriter', () => {
  it('keeps what fits', async () => {
    const writer = new BoundedWriter(6);
    await writer.writeUint8Array(Uint8Array.of(1, 2, 3));
    await writer.writeUint8Array(Uint8Array.of(4, 5, 6));
    expect(Array.from(await writer.getData())).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('stops at the first byte past its limit', async () => {
    const writer = new BoundedWriter(6);
    await writer.writeUint8Array(new Uint8Array(6));
    await expect(writer.writeUint8Array(new Uint8Array(1))).rejects.toBeInstanceOf(TooLarge);
  });
});

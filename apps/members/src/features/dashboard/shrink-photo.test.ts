import { SHRUNK_PHOTO_JPEG_QUALITY, STORED_PHOTO_MAX_SIDE_PX } from '@matri/contracts';
import { jpegNameOf, shrinkPhoto } from './shrink-photo';

/*
 * jsdom decodes no image and has no canvas: the browser's own doors (an image element's load, createImageBitmap,
 * OffscreenCanvas) are replaced by fakes that act as a browser does for the picture each test describes.
 */
interface Picture {
  width: number;
  height: number;
  isDecodable?: boolean;
}

let picture: Picture;
let jpegBytes: number;
let encodedType: string;
const bitmapRequests: ImageBitmapOptions[] = [];
const drawn: { width: number; height: number; fill: string }[] = [];
const closed: number[] = [];
const qualities: number[] = [];

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 0;
  naturalHeight = 0;
  set src(_address: string) {
    queueMicrotask(() => {
      if (picture.isDecodable === false) return this.onerror?.();
      this.naturalWidth = picture.width;
      this.naturalHeight = picture.height;
      this.onload?.();
    });
  }
}

class FakeOffscreenCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    let fill = '';
    return {
      set fillStyle(value: string) {
        fill = value;
      },
      fillRect: () => undefined,
      drawImage: () => drawn.push({ width: this.width, height: this.height, fill }),
    };
  }
  async convertToBlob(options: { type: string; quality: number }) {
    qualities.push(options.quality);
    return new Blob([new Uint8Array(jpegBytes)], { type: options.type === 'image/jpeg' ? encodedType : 'image/png' });
  }
}

function chosen(name: string, bytes: number, type = 'image/jpeg'): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
}

beforeEach(() => {
  picture = { width: 4000, height: 3000 };
  jpegBytes = 600_000;
  encodedType = 'image/jpeg';
  bitmapRequests.length = 0;
  drawn.length = 0;
  closed.length = 0;
  qualities.length = 0;
  Object.assign(globalThis, {
    Image: FakeImage,
    OffscreenCanvas: FakeOffscreenCanvas,
    createImageBitmap: jest.fn(async (_file: Blob, options: ImageBitmapOptions) => {
      bitmapRequests.push(options);
      return { width: options.resizeWidth, height: options.resizeHeight, close: () => closed.push(1) };
    }),
  });
  URL.createObjectURL = jest.fn(() => 'blob:photo');
  URL.revokeObjectURL = jest.fn();
});

describe('shrinkPhoto', () => {
  it('decodes a large photo upright at the stored size from contracts and sends it as JPEG at its quality', async () => {
    const sent = await shrinkPhoto(chosen('IMG_2041.JPG', 3_400_000));
    expect(STORED_PHOTO_MAX_SIDE_PX).toBe(2048);
    expect(bitmapRequests).toEqual([
      { imageOrientation: 'from-image', resizeWidth: 2048, resizeHeight: 1536, resizeQuality: 'high' },
    ]);
    expect(drawn).toEqual([{ width: 2048, height: 1536, fill: '#ffffff' }]);
    expect(closed).toHaveLength(1);
    expect(qualities).toEqual([SHRUNK_PHOTO_JPEG_QUALITY]);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.size).toBe(600_000);
    expect(sent.name).toBe('IMG_2041.jpg');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:photo');
  });

  it('bounds the longer side of an upright (portrait) photo', async () => {
    picture = { width: 3000, height: 4000 };
    await shrinkPhoto(chosen('portrait.heic', 3_000_000, 'image/heic'));
    expect(bitmapRequests[0]).toMatchObject({ resizeWidth: 1536, resizeHeight: 2048 });
  });

  it('sends the photo as chosen when it is within the bound and no larger than its JPEG copy', async () => {
    picture = { width: 1200, height: 1600 };
    jpegBytes = 300_000;
    const file = chosen('small.jpg', 250_000);
    expect(await shrinkPhoto(file)).toBe(file);
    expect(bitmapRequests[0]).toMatchObject({ resizeWidth: 1200, resizeHeight: 1600 });
  });

  it('sends the JPEG copy of a photo within the bound whose file is larger (a PNG)', async () => {
    picture = { width: 1200, height: 1600 };
    jpegBytes = 300_000;
    const sent = await shrinkPhoto(chosen('scan.png', 4_000_000, 'image/png'));
    expect(sent.size).toBe(300_000);
    expect(sent.name).toBe('scan.jpg');
  });

  it('sends the photo as chosen when the browser cannot decode it (HEIC on Android Chrome)', async () => {
    picture = { width: 4000, height: 3000, isDecodable: false };
    const file = chosen('IMG_0001.HEIC', 2_000_000, 'image/heic');
    expect(await shrinkPhoto(file)).toBe(file);
    expect(bitmapRequests).toHaveLength(0);
  });

  it('sends the photo as chosen when decoding at the smaller size fails', async () => {
    (globalThis as unknown as { createImageBitmap: jest.Mock }).createImageBitmap.mockRejectedValue(
      new DOMException('The source image could not be decoded.', 'InvalidStateError'),
    );
    const file = chosen('IMG_2041.jpg', 3_400_000);
    expect(await shrinkPhoto(file)).toBe(file);
  });

  it('sends the photo as chosen when the browser writes no JPEG, and still frees the bitmap', async () => {
    encodedType = 'image/png';
    const file = chosen('IMG_2041.jpg', 3_400_000);
    expect(await shrinkPhoto(file)).toBe(file);
    expect(closed).toHaveLength(1);
  });
});

describe('jpegNameOf', () => {
  it('keeps the chosen name with .jpg for its extension', () => {
    expect(jpegNameOf('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(jpegNameOf('my.wedding.photo.png')).toBe('my.wedding.photo.jpg');
    expect(jpegNameOf('photo')).toBe('photo.jpg');
    expect(jpegNameOf('.png')).toBe('photo.jpg');
  });
});

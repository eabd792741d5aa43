/** The formats an image's first bytes say it is; the models read all but `other`. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'jpeg2000' | 'other';

const JP2_SIGNATURE = [0x00, 0x00, 0x00, 0x0c, 0x6a, 0x50, 0x20, 0x20, 0x0d, 0x0a, 0x87, 0x0a];
const J2K_CODESTREAM = [0xff, 0x4f, 0xff, 0x51];

function startsWith(bytes: Uint8Array, prefix: number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);
}

export function imageFormat(bytes: Uint8Array): ImageFormat {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  // Aadhaar's Secure QR carries the member's photo as JPEG 2000, in either container.
  if (startsWith(bytes, JP2_SIGNATURE) || startsWith(bytes, J2K_CODESTREAM)) return 'jpeg2000';
  return 'other';
}

export function isReadableFormat(format: ImageFormat): format is Exclude<ImageFormat, 'other'> {
  return format !== 'other';
}
